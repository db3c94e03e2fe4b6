import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('starts on port 3000 with the embedded database when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.uploadDir).toBe(`${config.dataDir}/uploads`);
    expect(config.seedDemoData).toBe(true);
  });

  it('derives the public origin and https from PUBLIC_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://jono.example.fi/', PORT: '8080' });
    expect(config.publicOrigin).toBe('https://jono.example.fi');
    expect(config.publicUrl).toBe('https://jono.example.fi');
    expect(config.isHttps).toBe(true);
  });

  it('stops with the variable named when a value is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
  });
});
