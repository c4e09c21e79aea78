import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-addresses.js';

describe('isPublicAddress', () => {
  it('allows public unicast addresses, IPv4 and IPv6', () => {
    for (const address of [
      '8.8.8.8',
      '47.246.136.1', // an Alibaba Cloud address
      '1.1.1.1',
      '100.63.255.255', // just below carrier-grade NAT
      '100.128.0.0', // just above it
      '172.15.255.255',
      '172.32.0.0',
      '2404:6800:4003:c00::64',
      '2001:4860:4860::8888',
      '::ffff:8.8.8.8', // IPv4-mapped, public
      '64:ff9b::808:808', // NAT64 of 8.8.8.8
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses every private, loopback, link-local, CGNAT, ULA, multicast or unspecified address', () => {
    for (const address of [
      '10.0.0.5',
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '169.254.169.254', // cloud metadata
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.127.255.255',
      '192.0.2.10',
      '198.18.0.1',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '::',
      '::1',
      '0:0:0:0:0:0:0:1',
      'fe80::1',
      'fe80::1%eth0',
      'fd12:3456:789a::1',
      'fc00::1',
      'ff02::1',
      '2001:db8::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      '::ffff:10.0.0.5', // IPv4-mapped private
      '::ffff:127.0.0.1',
      '::ffff:7f00:1', // the same, in hex
      '::ffff:169.254.169.254',
      '64:ff9b::a00:5', // NAT64 of 10.0.0.5
      '2002:c0a8:101::1', // 6to4 of 192.168.1.1
      '::127.0.0.1', // IPv4-compatible (deprecated)
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses what is not an address', () => {
    for (const text of ['', 'localhost', 'm.tb.cn', '1.2.3', '999.1.1.1', ':::1', '[::1]']) {
      expect(isPublicAddress(text), text).toBe(false);
    }
  });
});
