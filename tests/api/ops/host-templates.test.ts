import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Ajv } from "ajv";
import { parse as parseToml } from "smol-toml";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../../server/project-root.ts";

// The host templates checked against the schemas their hosts publish (issue 30 item 2), where
// one is reachable from here: Fly.io's fly.toml schema, as SchemaStore publishes it, from the
// `schemastore` package (an offline copy of SchemaStore's schemas). Railway's and Render's are
// published on their own sites only, out of this machine's reach (decision 0153).

const require = createRequire(import.meta.url);

function schemaStoreSchema(name: string): object {
  const file = require.resolve(`schemastore/schemas/json/${name}`);
  return JSON.parse(fs.readFileSync(file, "utf8")) as object;
}

describe("the host templates, against their published schemas", () => {
  it("deploy/hosts/fly.toml is a valid fly.toml, with the volume at DATA_DIR and the health check", () => {
    const text = fs.readFileSync(path.join(projectRoot, "deploy/hosts/fly.toml"), "utf8");
    const template = parseToml(text);
    const ajv = new Ajv({ allErrors: true, strict: false });
    const validate = ajv.compile(schemaStoreSchema("fly.json"));

    // SchemaStore's fly.json types `env` as an array of tables ([[env]]), where Fly's own
    // documentation and flyctl take one table ([env] KEY = "value"), as the template has it: that
    // one difference is the schema's, and it is the only one.
    expect(validate(template)).toBe(false);
    expect(
      validate.errors?.map(({ instancePath, message }) => `${instancePath} ${message}`),
    ).toEqual(["/env must be array"]);
    expect(validate({ ...template, env: [template.env] }), ajv.errorsText(validate.errors)).toBe(
      true,
    );
    expect(template).toMatchObject({
      env: { DATA_DIR: "/data" },
      mounts: { destination: "/data" },
      http_service: { checks: [expect.objectContaining({ path: "/healthz" })] },
    });
  });

  it("the schema check fails a template a host would refuse", () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    const validate = ajv.compile(schemaStoreSchema("fly.json"));
    // A mount whose destination is a number, and a service on a port that is no number.
    const broken = {
      app: "x",
      mounts: { source: "data", destination: 5 },
      http_service: { internal_port: "web" },
    };
    expect(validate(broken)).toBe(false);
  });
});
