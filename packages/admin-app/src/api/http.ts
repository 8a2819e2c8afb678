import { API_BASE, HTTP_TIMEOUT_MS } from "../config";
import { CODE_FAILED, CODE_OK, endsSession, isEnvelope } from "./envelope";
import { HttpError } from "./HttpError";

/**
 * The one HTTP client of the admin app. It implements the error catalogue (section 8 of both specs)
 * in one place, so screens only handle success, or read `HttpError.message` when they show a failure
 * themselves. Everything it does to the page goes through `effects`, which tests replace.
 */
export interface HttpEffects {
  /** A short error notice (antd message in the app). */
  showError(text: string): void;
  /** A blocking alert with one button; a returned promise settles when the operator closes it. */
  showAlert(alert: { title: string; content: string }): void | Promise<void>;
  /** Forget the token (cookie) and the signed-in user (store). */
  clearSession(): void;
  /** Go to the root route, whose guard then decides where a signed-out operator belongs. */
  navigateToRoot(): void;
}

/** The catalogue's texts; the client asks for them by key so they follow the interface language. */
export type HttpMessageKey =
  | "http.timeout"
  | "http.network"
  | "http.notFound"
  | "http.signedOut"
  | "http.statusFallback"
  | "common.tip";

export interface HttpClientOptions {
  effects: HttpEffects;
  translate(key: HttpMessageKey, values?: Record<string, unknown>): string;
  getToken(): string | null;
  /** BCP 47 tag of the interface language (zh-CN, en, zh-TW) so the server answers in it. */
  getLanguageTag(): string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  params?: QueryParams;
  /** Sent as JSON, except FormData and Blob, which are sent as they are (uploads). */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * The caller shows the failure itself (a form's inline error): no error notice. Session expiry
   * (401/4001) is still handled, because the session is over whoever made the call.
   */
  quiet?: boolean;
}

export interface Download {
  blob: Blob;
  /** From Content-Disposition, when the server named the file. */
  fileName: string | null;
}

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, params?: QueryParams, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** A file answer (exports); an envelope answer is treated exactly like `request`. */
  download(path: string, options?: RequestOptions): Promise<Download>;
}

export function createHttpClient(config: HttpClientOptions): HttpClient {
  const { effects, translate } = config;
  const baseUrl = config.baseUrl ?? API_BASE;
  const fetchImpl = config.fetch ?? ((input, init) => fetch(input, init));
  // Several calls can fail with 401 at once; the operator should see one alert, not a stack of them.
  let signedOutAlertOpen = false;

  function report(error: HttpError, quiet: boolean): never {
    switch (error.kind) {
      case "session":
        effects.clearSession();
        effects.navigateToRoot();
        if (!signedOutAlertOpen) {
          signedOutAlertOpen = true;
          const closed = effects.showAlert({
            title: translate("common.tip"),
            content: translate("http.signedOut"),
          });
          if (closed) closed.finally(() => (signedOutAlertOpen = false));
          else signedOutAlertOpen = false;
        }
        break;
      case "business":
        // Only code 1 carries a message meant for the operator; other codes fail silently.
        if (error.details.code === CODE_FAILED && !quiet) effects.showError(error.message);
        break;
      case "aborted":
        break;
      default:
        if (!quiet) effects.showError(error.message);
    }
    throw error;
  }

  function urlFor(path: string, params?: QueryParams): string {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params ?? {})) {
      if (value !== undefined && value !== null) query.set(key, String(value));
    }
    const search = query.toString();
    return `${baseUrl}${path}${search ? `?${search}` : ""}`;
  }

  function headersFor(body: unknown): Headers {
    const headers = new Headers({
      Accept: "application/json",
      "Accept-Language": config.getLanguageTag(),
    });
    const token = config.getToken();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (body !== undefined && !(body instanceof FormData) && !(body instanceof Blob)) {
      headers.set("Content-Type", "application/json");
    }
    return headers;
  }

  function encodeBody(body: unknown): BodyInit | undefined {
    if (body === undefined) return undefined;
    if (body instanceof FormData || body instanceof Blob) return body;
    return JSON.stringify(body);
  }

  /** Turns an answer's status and text into data or the catalogue's error. */
  function interpret(response: Response, text: string): unknown {
    const parsed = parseJson(text);
    // 401/4001 in the body end the session whatever the HTTP status says.
    if (isEnvelope(parsed) && endsSession(parsed.code)) {
      throw new HttpError("session", translate("http.signedOut"), {
        status: response.status,
        code: parsed.code,
      });
    }
    if (!response.ok) {
      const statusMessage = response.headers.get("statusmessage");
      if (statusMessage) {
        throw new HttpError("http", decodeStatusMessage(statusMessage), {
          status: response.status,
        });
      }
      if (text.length > 0) {
        const statusText =
          response.statusText || translate("http.statusFallback", { status: response.status });
        throw new HttpError("http", statusText, { status: response.status });
      }
      throw new HttpError("no-data", translate("http.notFound"), { status: response.status });
    }
    if (!isEnvelope(parsed)) {
      throw new HttpError("no-data", translate("http.notFound"), { status: response.status });
    }
    if (parsed.code === CODE_OK) return parsed.data;
    // `data` travels with the error: forms read the per-field messages of `data.errors` from it.
    throw new HttpError("business", parsed.msg ?? "", {
      status: response.status,
      code: parsed.code,
      data: parsed.data,
    });
  }

  async function send<T>(
    path: string,
    options: RequestOptions,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      options.timeoutMs ?? config.timeoutMs ?? HTTP_TIMEOUT_MS,
    );
    const abortFromCaller = () => controller.abort();
    if (options.signal?.aborted) controller.abort();
    options.signal?.addEventListener("abort", abortFromCaller, { once: true });

    // Failures before an answer is fully read: the timeout, the caller's abort, or the network.
    const transportError = () =>
      timedOut
        ? new HttpError("timeout", translate("http.timeout"))
        : options.signal?.aborted
          ? new HttpError("aborted", "aborted")
          : new HttpError("network", translate("http.network"));

    try {
      let response: Response;
      let result: T;
      try {
        response = await fetchImpl(urlFor(path, options.params), {
          method: options.method ?? "GET",
          headers: headersFor(options.body),
          body: encodeBody(options.body),
          signal: controller.signal,
        });
      } catch {
        throw transportError();
      }
      try {
        result = await read(response);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw transportError();
      }
      return result;
    } catch (error) {
      return report(error as HttpError, options.quiet ?? false);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", abortFromCaller);
    }
  }

  const readEnvelope = async (response: Response) => interpret(response, await response.text());

  async function readDownload(response: Response): Promise<Download> {
    const type = response.headers.get("content-type") ?? "";
    if (response.ok && !type.includes("json")) {
      const blob = await response.blob();
      return { blob, fileName: fileNameFrom(response.headers.get("content-disposition")) };
    }
    const text = await response.text();
    const data = interpret(response, text);
    return { blob: new Blob([JSON.stringify(data)], { type: "application/json" }), fileName: null };
  }

  const client: HttpClient = {
    request: <T>(path: string, options: RequestOptions = {}) =>
      send(path, options, readEnvelope) as Promise<T>,
    get: (path, params, options = {}) =>
      client.request(path, { ...options, params: params ?? options.params }),
    post: (path, body, options = {}) => client.request(path, { ...options, method: "POST", body }),
    download: (path, options = {}) => send(path, options, readDownload),
  };
  return client;
}

function parseJson(text: string): unknown {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The server URI-encodes the header so non-ASCII messages survive HTTP; a broken encoding shows as sent. */
function decodeStatusMessage(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeStatusMessage(encoded[1].trim().replace(/^"|"$/g, ""));
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() ?? null;
}
