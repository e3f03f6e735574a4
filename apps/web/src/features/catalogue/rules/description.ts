import DOMPurify from "dompurify";

/**
 * Spec section 5: script, iframe, object, embed, link and meta tags and inline
 * on* handlers are stripped; DOMPurify (a maintained sanitiser) does the
 * stripping, with those tags forbidden outright and styles and forms too.
 */
const FORBIDDEN_TAGS = [
  "script",
  "iframe",
  "object",
  "embed",
  "link",
  "meta",
  "style",
  "form",
  "input",
  "button",
  "base",
];

/**
 * A product description as safe HTML: blank lines start a paragraph, other
 * newlines become line breaks, and the text is wrapped in paragraphs.
 */
export function descriptionHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, "<br>")}</p>`)
    .join("");
  return DOMPurify.sanitize(paragraphs, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: ["style"],
  });
}
