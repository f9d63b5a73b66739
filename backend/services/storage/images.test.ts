import { describe, expect, test } from "vitest";
import { checkImageType, extensionOf } from "./images.ts";

const png = { type: "png" as const, width: 10, height: 10 };
const avif = { type: "avif" as const, width: 10, height: 10 };
const svg = { type: "other-image" as const, width: 10, height: 10 };

describe("the type of an upload is its content's, and the name must agree", () => {
  test.each([
    ["a PNG named .png", "a.png", png, "png"],
    ["a PNG named .PNG", "a.PNG", png, "png"],
    ["an AVIF named .avif", "a.avif", avif, "avif"],
    ["a PDF (no image) named .pdf", "a.pdf", null, null],
    ["no image, no extension", "notes", null, null],
  ] as const)("%s: %s", (_name, name, found, expected) => {
    expect(checkImageType(name, found)).toBe(expected);
  });

  test.each([
    ["a PNG named .jpg", "a.jpg", png, "storage_invalid_file"],
    ["text named .png", "a.png", null, "storage_invalid_file"],
    ["a PNG named .pdf", "a.pdf", png, "storage_invalid_file"],
    ["an SVG named .png", "a.png", svg, "storage_file_type_unsupported"],
    ["an SVG named .svg", "a.svg", null, "storage_file_type_unsupported"],
    ["a HEIC photo", "IMG_0001.HEIC", svg, "storage_file_type_unsupported"],
  ] as const)("%s is %s", (_name, name, found, type) => {
    expect(() => checkImageType(name, found)).toThrow(expect.objectContaining({ type }));
  });

  test.each([
    ["photo.JPG", "jpg"],
    ["archive.tar.gz", "gz"],
    [".hidden", ""],
    ["noextension", ""],
  ])("the extension of %s is %j", (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });
});
