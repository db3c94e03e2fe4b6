import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer } from '@/testing/fake-server';
import { integrationsServer, renderPanel, textUsage } from './integrations.test-kit';

const textsPath = '/api/manage/texts';
const textsPart = async () => within(await screen.findByRole('region', { name: 'Text messages' }));

describe('the owner’s text messages', () => {
  it('shows the month’s segments against the cap as a bar, and the numbers that opted out', async () => {
    integrationsServer({ texts: textUsage() });
    renderPanel();
    const part = await textsPart();
    expect(await part.findByText('120 of 500 segments used in November 2026')).toBeTruthy();
    const bar = part.getByRole('progressbar', { name: 'Segments used this month' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('500');
    expect(bar.getAttribute('aria-valuenow')).toBe('120');
    expect(part.getByText('3 numbers have opted out (replied STOP)')).toBeTruthy();
  });

  it('stops the bar at full when failed texts took the count past the cap', async () => {
    integrationsServer({ texts: textUsage({ segmentsUsed: 510, optedOut: 1 }) });
    renderPanel();
    const part = await textsPart();
    const bar = await part.findByRole('progressbar', { name: 'Segments used this month' });
    expect(bar.getAttribute('aria-valuenow')).toBe('500');
    expect(part.getByText('510 of 500 segments used in November 2026')).toBeTruthy();
    expect(part.getByText('1 number has opted out (replied STOP)')).toBeTruthy();
  });

  it('says “no cap” and draws no bar when the month has no cap', async () => {
    integrationsServer({ texts: textUsage({ segmentCap: 0 }) });
    renderPanel();
    const part = await textsPart();
    expect(await part.findByText('120 segments used in November 2026 (no cap)')).toBeTruthy();
    expect(part.queryByRole('progressbar')).toBeNull();
  });

  it('says who switches texts on when this server sends none', async () => {
    integrationsServer({ texts: textUsage({ enabled: false, segmentsUsed: 0 }) });
    renderPanel();
    const part = await textsPart();
    expect(
      await part.findByText(
        'Text messages are off on this server (the administrator sets SMS_URL).',
      ),
    ).toBeTruthy();
    expect(part.queryByRole('progressbar')).toBeNull();
  });

  it('shows loading, then a failed read with a retry that reads again', async () => {
    let refusals = 1;
    const server = integrationsServer({
      refuse: (call) => {
        if (call.path !== textsPath || refusals === 0) return undefined;
        refusals -= 1;
        return errorAnswer(500, 'The server is down', 'INTERNAL');
      },
    });
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByRole('status', { name: 'Loading text message usage…' })).toBeTruthy();
    const part = await textsPart();
    expect(await part.findByText("Couldn't load text message usage")).toBeTruthy();

    await user.click(part.getByRole('button', { name: 'Try again' }));
    expect(await part.findByText('120 of 500 segments used in November 2026')).toBeTruthy();
    expect(server.callsTo('GET', textsPath)).toHaveLength(2);
  });
});
