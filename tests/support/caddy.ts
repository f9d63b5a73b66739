import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import { projectRoot } from "../../server/project-root.ts";

const CADDY = "/usr/bin/caddy";

export interface RunningCaddy {
  /** The origin visitors use, e.g. https://localhost:41234 (the server's PUBLIC_URL). */
  publicUrl: string;
  port: number;
  /** The root certificate of Caddy's internal CA, which the test clients trust. */
  ca: Buffer;
  stop(): Promise<void>;
}

/** A free TCP port on loopback, for a process that must be told its port before it starts. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("No port was given.");
  return address.port;
}

/**
 * The Debian package's Caddy running deploy/Caddyfile, as a club installs it, in front of the
 * site at `upstreamPort`. Only what a test machine needs is added in a global block around it:
 * certificates from Caddy's internal CA for localhost (no domain, no ACME), no admin endpoint,
 * nothing installed into the system's trust store, everything in a temp folder.
 */
export async function startCaddy(port: number, upstreamPort: number): Promise<RunningCaddy> {
  if (!fs.existsSync(CADDY)) {
    throw new Error(
      `Caddy is missing at ${CADDY}. Install it with: apt-get install caddy (Debian and Ubuntu).`,
    );
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-caddy-"));
  const storage = path.join(folder, "data");
  const config = path.join(folder, "Caddyfile");
  fs.writeFileSync(
    config,
    [
      "{",
      "\tadmin off",
      "\tskip_install_trust",
      "\tlocal_certs",
      "\tauto_https disable_redirects",
      `\thttps_port ${port}`,
      // Never port 80, which a developer's account may not bind: nothing is served there anyway.
      `\thttp_port ${await freePort()}`,
      `\tstorage file_system ${storage}`,
      "}",
      `import ${path.join(projectRoot, "deploy", "Caddyfile")}`,
      "",
    ].join("\n"),
  );
  const child = spawn(CADDY, ["run", "--config", config, "--adapter", "caddyfile"], {
    env: {
      PATH: process.env.PATH,
      HOME: folder,
      XDG_DATA_HOME: folder,
      XDG_CONFIG_HOME: folder,
      SITE_ADDRESS: `localhost:${port}`,
      UPSTREAM: `127.0.0.1:${upstreamPort}`,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    await stopProcess(child);
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    const ca = await waitForTls(port, path.join(storage, "pki/authorities/local/root.crt"), child);
    return { publicUrl: `https://localhost:${port}`, port, ca, stop };
  } catch (error) {
    await stop();
    throw new Error(`Caddy did not start: ${String(error)}\n${log}`);
  }
}

/** Resolves with the root certificate once Caddy serves TLS with a certificate it signed. */
async function waitForTls(port: number, rootFile: string, child: ChildProcess): Promise<Buffer> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy exited with ${child.exitCode}`);
    if (fs.existsSync(rootFile)) {
      const ca = fs.readFileSync(rootFile);
      if (await handshakes(port, ca)) return ca;
    }
    if (Date.now() > deadline) throw new Error("no TLS handshake within 20 s");
    // Caddy issues its certificate a moment after it starts: wait for that event, polled.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function handshakes(port: number, ca: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tls.connect({ host: "127.0.0.1", port, servername: "localhost", ca }, () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
