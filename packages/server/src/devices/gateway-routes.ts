import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fail, ok, sendStatus } from "../http/envelope.js";
import type { Fleet, KnownDevice } from "./fleet.js";
import { type DeviceTranslate, deviceTranslator } from "./messages.js";
import { normalizeSerial } from "./serial.js";

type Body = Record<string, unknown>;
type Checked<T> = { ok: true; value: T } | { ok: false; field: string };

/** `x-device-serial` + `x-device-secret`, or `authorization: Device <serial>:<secret>`. */
function credentials(request: FastifyRequest): { serial: string; secret: string } {
  const header = request.headers.authorization;
  const match = header ? /^Device\s+([^:\s]+):(\S+)$/i.exec(header) : null;
  if (match) return { serial: normalizeSerial(match[1]), secret: match[2] ?? "" };
  const serial = request.headers["x-device-serial"];
  const secret = request.headers["x-device-secret"];
  return {
    serial: normalizeSerial(typeof serial === "string" ? serial : ""),
    secret: typeof secret === "string" ? secret : "",
  };
}

function number(
  body: Body,
  key: string,
  min: number,
  max: number,
  integer: boolean,
): Checked<number | null> {
  const raw = body[key];
  if (raw === undefined || raw === null || raw === "") return { ok: true, value: null };
  const n = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw) : Number.NaN;
  if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n)))
    return { ok: false, field: key };
  return { ok: true, value: n };
}

function position(body: Body): Checked<{ lat: number | null; lng: number | null }> {
  const lat = number(body, "lat", -90, 90, false);
  if (!lat.ok) return lat;
  const lng = number(body, "lng", -180, 180, false);
  if (!lng.ok) return lng;
  return { ok: true, value: { lat: lat.value, lng: lng.value } };
}

const bodySchema = { body: { type: "object", maxProperties: 16 } };

/**
 * The calls devices make (public routes: a device has no session, it proves itself with its serial
 * and secret on every call). Refusals of credentials are HTTP 401; a bad value is code 1 naming it.
 */
export async function deviceGatewayRoutes(app: FastifyInstance, fleet: Fleet) {
  async function caller(
    request: FastifyRequest,
    reply: FastifyReply,
    t: DeviceTranslate,
  ): Promise<KnownDevice | undefined> {
    const { serial, secret } = credentials(request);
    const device = await fleet.authenticate(serial, secret);
    if (!device) sendStatus(reply, 401, t("gateway.unauthorized"), 401);
    return device;
  }

  app.post<{ Body: Body }>(
    "/api/device-gateway/heartbeat",
    { schema: bodySchema, config: { public: true } },
    async (request, reply) => {
      const t = deviceTranslator(request.locale);
      const device = await caller(request, reply, t);
      if (!device) return reply;
      const body = request.body ?? {};
      const battery = number(body, "battery", 0, 100, true);
      if (!battery.ok) return fail(t("gateway.badField", { field: battery.field }));
      // Percent (0..100) or dBm (-150..0): stored as sent.
      const signal = number(body, "signal", -150, 100, true);
      if (!signal.ok) return fail(t("gateway.badField", { field: signal.field }));
      const where = position(body);
      if (!where.ok) return fail(t("gateway.badField", { field: where.field }));
      const version = body.firmwareVersion;
      if (
        version !== undefined &&
        version !== null &&
        (typeof version !== "string" || !/^[0-9A-Za-z.+-]{0,32}$/.test(version))
      )
        return fail(t("gateway.badField", { field: "firmwareVersion" }));
      let answer: Awaited<ReturnType<Fleet["heartbeat"]>>;
      try {
        answer = await fleet.heartbeat(device, {
          battery: battery.value,
          signal: signal.value,
          firmwareVersion: typeof version === "string" && version ? version : null,
          ...where.value,
        });
      } catch (error) {
        // The database did not take it (logged by the fleet): not the device's mistake, and not
        // stored, so the device is told to send it again (devices/API.md "What an answer means").
        request.log.warn({ err: error }, "heartbeat not stored");
        return sendStatus(reply, 503, t("gateway.notStored"), 503);
      }
      return ok({
        // Always true on code 0: the heartbeat is committed before this answer is sent.
        stored: true,
        at: answer.at.toISOString(),
        offlineAfterSeconds: answer.offlineAfterSeconds,
        upgrade: answer.upgrade,
      });
    },
  );

  app.post<{ Body: Body }>(
    "/api/device-gateway/sos",
    { schema: bodySchema, config: { public: true } },
    async (request, reply) => {
      const t = deviceTranslator(request.locale);
      const device = await caller(request, reply, t);
      if (!device) return reply;
      const body = request.body ?? {};
      const where = position(body);
      if (!where.ok) return fail(t("gateway.badField", { field: where.field }));
      // The device's own time when it has one that is plausible (within a day); else arrival.
      let at = new Date();
      if (body.at !== undefined && body.at !== null && body.at !== "") {
        const given =
          typeof body.at === "string" || typeof body.at === "number" ? new Date(body.at) : null;
        if (!given || Number.isNaN(given.getTime()))
          return fail(t("gateway.badField", { field: "at" }));
        if (Math.abs(given.getTime() - Date.now()) <= 86_400_000) at = given;
      }
      const alarm = await fleet.raiseSos(device, { ...where.value, at });
      return ok({ alarmId: alarm.alarmId, status: alarm.status });
    },
  );

  app.post<{ Body: Body }>(
    "/api/device-gateway/upgradeResult",
    { schema: bodySchema, config: { public: true } },
    async (request, reply) => {
      const t = deviceTranslator(request.locale);
      const device = await caller(request, reply, t);
      if (!device) return reply;
      const body = request.body ?? {};
      const packageId = number(body, "packageId", 1, 2_147_483_647, true);
      if (!packageId.ok || packageId.value === null)
        return fail(t("gateway.badField", { field: "packageId" }));
      if (typeof body.success !== "boolean")
        return fail(t("gateway.badField", { field: "success" }));
      const text = (key: string, max: number): Checked<string> => {
        const raw = body[key];
        if (raw === undefined || raw === null) return { ok: true, value: "" };
        if (typeof raw !== "string" || raw.length > max) return { ok: false, field: key };
        return { ok: true, value: raw };
      };
      const from = text("fromVersion", 32);
      const to = text("toVersion", 32);
      const message = text("message", 500);
      for (const v of [from, to, message])
        if (!v.ok) return fail(t("gateway.badField", { field: v.field }));
      const id = await fleet.reportUpgrade(device, {
        packageId: packageId.value,
        success: body.success,
        fromVersion: from.ok ? from.value : "",
        toVersion: to.ok ? to.value : "",
        message: message.ok ? message.value : "",
      });
      if (id === undefined) return fail(t("firmware.unknownPackage"));
      return ok({ id });
    },
  );
}
