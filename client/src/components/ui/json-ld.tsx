/**
 * JSON for an inline script: `<` is escaped so that no value, however written by an editor, can
 * close the script element (`</script>`) or open a comment.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Structured data (schema.org) for search engines, as a JSON-LD script. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
