import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.ts';

describe('isPublicAddress', () => {
  it.each(['93.184.216.34', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:93.184.216.34'])(
    'allows the global unicast address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it.each([
    '::7f00:1',
    '::127.0.0.1',
    '::a9fe:a9fe',
    '::808:808',
    '::ffff:127.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:db8::1',
    '3fff::1',
    '100::1',
    'fd00::1',
    'fe80::1',
    'ff02::1',
    '::1',
    '::',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
