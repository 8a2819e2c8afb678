// The framed block that ends a first start: where to open the app, the one-time passwords, where
// they are kept. The server prints them among its start-up lines, where they were easy to miss.

/** The seed's report (packages/server/src/seed/seed.ts): its heading, then indented lines. */
const SEED_HEADING = /^Vitrine first start: generated sign-in passwords/;
const PASSWORD_LINE = /^ {2}([\w.-]+): (\S+)$/;
const KEPT_LINE = /^ {2}also written to (.+) \(readable by this user only\)$/;
const RUNNING_LINE = /^Vitrine is running at (\S+)/;

/** The address a browser on this machine opens: a server listening on every address is on localhost. */
function openableAddress(url) {
  return url.replace("://0.0.0.0", "://localhost").replace("://[::]", "://localhost");
}

export function frame({ address, passwords, keptIn }) {
  const lines = [`Vitrine is running at ${address}`, "", "First start: sign in with"];
  for (const [user, password] of passwords) lines.push(`  ${user.padEnd(6)} ${password}`);
  lines.push("");
  if (keptIn) lines.push(`Kept in ${keptIn}`, "(readable by your user only; shown once here).");
  lines.push("Set VITRINE_ADMIN_PASSWORD / VITRINE_TEST_PASSWORD to choose them instead.");
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${"-".repeat(width + 2)}+`;
  return [rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule, ""].join("\n");
}

/**
 * Relays the server's output lines to `write`, holding back the seed's password report and
 * printing it framed once the server says where it runs and what data it uses (the last start-up
 * line), so the block is the last thing on the screen. `end()` prints a report still held, so the
 * passwords are never lost if the server stops first.
 */
export function createRelay(write) {
  let held;
  let address;
  const flush = () => {
    if (!held) return;
    write(frame({ address: address ?? "(not started)", ...held }));
    held = undefined;
  };
  return {
    line(text) {
      if (SEED_HEADING.test(text)) {
        held = { passwords: [], keptIn: undefined, reading: true };
        return;
      }
      if (held?.reading) {
        const kept = KEPT_LINE.exec(text);
        const password = PASSWORD_LINE.exec(text);
        if (kept) held.keptIn = kept[1];
        else if (password) held.passwords.push([password[1], password[2]]);
        else held.reading = false;
        if (held.reading) return;
      }
      const running = RUNNING_LINE.exec(text);
      if (running) address = openableAddress(running[1]);
      write(`${text}\n`);
      if (address && text.startsWith("Data: ")) flush();
    },
    end: flush,
  };
}
