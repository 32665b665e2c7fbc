import { type CheerioAPI, load } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { adapter } from 'parse5-htmlparser2-tree-adapter';

/**
 * parse5 (cheerio's parser) builds text and attribute values one character at a time, so an
 * unread 500 KB inline script stays a rope of half a million pieces: a large page's tree took
 * some 20 MB instead of 4. Reading a character makes V8 copy a rope into one flat string, which
 * frees its pieces while they are still young.
 */
const flat = (value: string) => {
  value.charCodeAt(0);
  return value;
};

const flatStrings: typeof adapter = {
  ...adapter,
  createElement(tagName, namespaceURI, attrs) {
    for (const attr of attrs) flat(attr.value);
    return adapter.createElement(tagName, namespaceURI, attrs);
  },
  createCommentNode: (data) => adapter.createCommentNode(flat(data)),
  insertText: (parent, text) => adapter.insertText(parent, flat(text)),
  insertTextBefore: (parent, text, reference) => adapter.insertTextBefore(parent, flat(text), reference),
};

/** Text that arrived in several pieces (a long script, say) was joined without copying. */
function flattenText(root: AnyNode): void {
  // A loop rather than recursion: a page may nest elements deeper than the stack goes.
  const pending = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if ('data' in node && typeof node.data === 'string') flat(node.data);
    if ('children' in node) for (const child of node.children) pending.push(child);
  }
}

/** A web page read the way cheerio's `load` reads it, the same document in a fraction of the memory. */
export function loadPage(html: string): CheerioAPI {
  const $ = load(html, { treeAdapter: flatStrings });
  for (const node of $.root().toArray()) flattenText(node);
  return $;
}
