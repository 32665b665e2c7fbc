import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configPath, readConfig, resolveConnection, writeConfig } from './config-store.ts';

const storedHome = (config: object) => {
  const home = mkdtempSync(join(tmpdir(), 'recipes-config-'));
  writeConfig(config, configPath({ XDG_CONFIG_HOME: home }));
  return home;
};

describe('config store', () => {
  it('lives under XDG_CONFIG_HOME/recipes, or ~/.config/recipes', () => {
    expect(configPath({ XDG_CONFIG_HOME: '/x' })).toBe('/x/recipes/config.json');
    expect(configPath({})).toMatch(/\.config\/recipes\/config\.json$/);
  });

  it('writes the token file with mode 0600 and reads it back', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'recipes-config-')), 'recipes', 'config.json');
    writeConfig({ url: 'http://a', token: 'secret' }, path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readConfig(path)).toEqual({ url: 'http://a', token: 'secret' });
  });

  it('lets RECIPES_URL and RECIPES_TOKEN override the stored values', () => {
    const home = mkdtempSync(join(tmpdir(), 'recipes-config-'));
    writeConfig({ url: 'http://stored', token: 'stored' }, configPath({ XDG_CONFIG_HOME: home }));
    expect(resolveConnection({ XDG_CONFIG_HOME: home })).toEqual({ url: 'http://stored', token: 'stored' });
    expect(
      resolveConnection({ XDG_CONFIG_HOME: home, RECIPES_URL: 'http://env/', RECIPES_TOKEN: 'env' }),
    ).toEqual({ url: 'http://env', token: 'env' });
  });

  it('sends the stored token only to the site that issued it', () => {
    const home = storedHome({ url: 'https://recipes.example', token: 'stored' });
    expect(resolveConnection({ XDG_CONFIG_HOME: home, RECIPES_URL: 'https://recipes.example/' })).toEqual({
      url: 'https://recipes.example',
      token: 'stored',
    });
    for (const elsewhere of [
      'https://elsewhere.example',
      'http://recipes.example',
      'https://recipes.example:8443',
    ])
      expect(() => resolveConnection({ XDG_CONFIG_HOME: home, RECIPES_URL: elsewhere })).toThrow(
        expect.objectContaining({ exitCode: 2, message: expect.stringContaining('not sent to') }),
      );
  });

  it('lets an explicit RECIPES_TOKEN go to any site, and needs no token to reach one', () => {
    const home = storedHome({ url: 'https://recipes.example', token: 'stored' });
    const env = { XDG_CONFIG_HOME: home, RECIPES_URL: 'https://other.example', RECIPES_TOKEN: 'mine' };
    expect(resolveConnection(env)).toEqual({ url: 'https://other.example', token: 'mine' });
    const empty = storedHome({});
    expect(resolveConnection({ XDG_CONFIG_HOME: empty, RECIPES_URL: 'https://other.example' })).toEqual({
      url: 'https://other.example',
      token: undefined,
    });
  });
});
