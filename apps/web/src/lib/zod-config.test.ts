import { describe, expect, it } from 'vitest';
import './zod-config';

describe('zod settings for the page', () => {
  it('makes every zod loaded afterwards parse without compiling code', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ code: z.string().min(1) }).safeParse({ code: '' }).success).toBe(false);
  });
});
