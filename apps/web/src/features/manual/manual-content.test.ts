import { describe, expect, it } from "vitest";
import { manualIntro, manualSections } from "./manual-content";

describe("manual content", () => {
  const sections = manualSections("de la Dirección General de Transportes (DGT)");

  it("names each section and figure once, so anchors and screenshot files do not collide", () => {
    const ids = sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const files = sections.flatMap((s) => s.figures ?? []).map((f) => f.file);
    expect(new Set(files).size).toBe(files.length);
    expect(files.every((f) => /^[a-z0-9-]+\.png$/.test(f))).toBe(true);
  });

  it("describes every figure in words and puts the provider in the text", () => {
    expect(sections.flatMap((s) => s.figures ?? []).every((f) => f.alt.length > 20 && f.caption.length > 0)).toBe(true);
    expect(manualIntro("de la Dirección General de Transportes")).toContain("Este portal de la Dirección General de Transportes permite");
    expect(sections.at(-1)?.blocks[0]).toMatchObject({ text: expect.stringContaining("atención al usuario de la Dirección General de Transportes (DGT)") });
  });
});
