declare module 'microdata-node' {
  /** Parses the HTML's microdata into `{ items: [{ type, properties }] }`. */
  export function toJson(html: string, options?: { base?: string }): unknown;
}
