import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { loadPage } from './load-page.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heapUsed = () => {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

const longScript = `window.state = ${JSON.stringify({ items: Array.from({ length: 20_000 }, (_, i) => `item number ${i}`) })};`;

const page = `<!doctype html><html><head><title>Soup &amp; bread</title>
<script>${longScript}</script><style>.card { color: red }</style></head>
<body><!-- a comment --><div class="card" data-state='${'x'.repeat(5_000)}'>
<h1>Tomato soup</h1><p>Salt &amp; pepper, 2&nbsp;cups</p>
<table><tr><td>cell</td></tr>stray text<tr><td>more</td></tr></table>
<template><li>templated</li></template><ul><li>one<li>two</ul></div></body></html>`;

describe('loadPage', () => {
  it('reads a page into the same document cheerio reads', () => {
    const $ = loadPage(page);
    expect($.html()).toBe(load(page).html());
    expect($('script').text()).toBe(longScript);
    expect($('h1').text()).toBe('Tomato soup');
  });

  it('holds a long inline script at about its own size, so a large page fits a small heap', () => {
    const before = heapUsed();
    const $ = loadPage(page);
    const held = heapUsed() - before;
    expect($('li').length).toBe(3);
    // Built a character at a time and left unread, the same script would take over 20 bytes a character.
    expect(held).toBeLessThan(longScript.length * 4);
  });
});
