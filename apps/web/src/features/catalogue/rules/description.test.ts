// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { descriptionHtml } from "./description";

describe("the product description", () => {
  it("wraps text in paragraphs and turns newlines into line breaks", () => {
    expect(descriptionHtml("Soft cotton.\nMachine washable.\n\nMade in Thailand.")).toBe(
      "<p>Soft cotton.<br>Machine washable.</p><p>Made in Thailand.</p>",
    );
    expect(descriptionHtml("  \n\n ")).toBe("");
  });

  it("strips script, iframe, object, embed, link and meta tags", () => {
    const html = descriptionHtml(
      [
        "Nice<script>alert(1)</script>",
        '<iframe src="https://evil.example"></iframe>',
        '<object data="x.swf"></object><embed src="x.swf">',
        '<link rel="stylesheet" href="https://evil.example/a.css">',
        '<meta http-equiv="refresh" content="0;url=https://evil.example">',
        "<style>body{display:none}</style>",
      ].join(""),
    );
    expect(html).toBe("<p>Nice</p>");
    for (const tag of ["script", "iframe", "object", "embed", "link", "meta", "style"]) {
      expect(html).not.toContain(`<${tag}`);
    }
  });

  it("strips inline on* handlers and javascript: links but keeps harmless markup", () => {
    const html = descriptionHtml(
      '<b onclick="steal()">Bold</b> <img src="/a.webp" onerror="steal()"> <a href="javascript:steal()">x</a>',
    );
    expect(html).not.toMatch(/on(click|error)|javascript:/i);
    expect(html).toContain("<b>Bold</b>");
    expect(html).toContain('<img src="/a.webp">');
  });

  it("leaves a text with angle brackets readable", () => {
    expect(descriptionHtml("size < 5 cm & weight > 2 kg")).toBe(
      "<p>size &lt; 5 cm &amp; weight &gt; 2 kg</p>",
    );
  });
});
