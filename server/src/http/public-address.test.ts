import { expect, test } from 'bun:test';
import { isPublicAddress } from './public-address.ts';

test('public addresses pass; loopback, private, link-local, shared, reserved and their IPv6 forms do not', () => {
  const notPublic = [
    '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1',
    '0.0.0.0', '224.0.0.1', '255.255.255.255', '198.18.0.1', '::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1',
    '::ffff:127.0.0.1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2002:a00:1::1', 'ff02::1', 'localhost', '',
  ];
  const isPublic = ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'];
  expect(notPublic.filter(isPublicAddress)).toEqual([]);
  expect(isPublic.filter((ip) => !isPublicAddress(ip))).toEqual([]);
});
