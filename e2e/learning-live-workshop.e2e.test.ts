import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkAxe } from './support/axe';
import { locales, patience, useBrowser } from './support/browser';
import { buyOnProgramPage } from './support/checkout';
import { toLatinDigits } from './support/digits';
import { lessonUrl } from './support/lessons';
import { loadProgram } from './support/programs';
import { signedInLearner } from './support/sign-in';

const browser = useBrowser();

// A live workshop (demo content, programs/workshops/warm-up-design.yaml): one session two days ago,
// one that opened at import time (startsInMinutes) and one six hours after it.
const workshopSlug = 'designing-effective-warm-up-routines';

/** A time as a calendar file writes it in UTC: 20260101T170000Z. */
const icsTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

describe.for(locales)('a live workshop (%s)', (locale) => {
  it(
    "shows a live session's countdown, its join link only while open, the calendar file and the ended state",
    { timeout: 180_000 },
    async () => {
      const workshop = await loadProgram(workshopSlug);
      const sessions = workshop.lessons.filter((l) => l.type === 'LIVE_SESSION');
      const now = Date.now();
      const ended = sessions.find((s) => Date.parse(s.liveSessionEndAt!) < now)!;
      const open = sessions.find(
        (s) => Date.parse(s.liveSessionStartAt!) - 15 * 60_000 <= now && now < Date.parse(s.liveSessionEndAt!),
      )!;
      const upcoming = sessions.find((s) => Date.parse(s.liveSessionStartAt!) - 60 * 60_000 > now)!;
      expect([ended, open, upcoming].every(Boolean)).toBe(true);
      const page = await signedInLearner(browser(), locale, 'learning-live');
      await buyOnProgramPage(page, locale, workshopSlug);
      const panel = page.getByTestId('live-session');

      // Open: the join link (to the workshop's meeting) and the calendar file, in UTC.
      await page.goto(lessonUrl(locale, workshop, open));
      await panel.waitFor(patience);
      expect(await panel.getAttribute('data-phase')).toBe('open');
      expect(await page.getByTestId('live-join').getAttribute('href')).toMatch(/^https:\/\//);
      expect(await page.getByTestId('live-countdown').count()).toBe(0);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('live-ics').click()]);
      expect(download.suggestedFilename()).toBe(`${open.id}.ics`);
      const ics = await readFile((await download.path())!, 'utf8');
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics).toContain(`DTSTART:${icsTime(open.liveSessionStartAt!)}`);
      expect(ics).toContain(`DTEND:${icsTime(open.liveSessionEndAt!)}`);
      await checkAxe(page, { dark: true });

      // Upcoming: hours and minutes left (minutes rounded up), no join link yet.
      await page.goto(lessonUrl(locale, workshop, upcoming));
      await panel.waitFor(patience);
      expect(await panel.getAttribute('data-phase')).toBe('upcoming');
      const before = Date.now();
      const shown = toLatinDigits((await page.getByTestId('live-countdown').textContent())!);
      const after = Date.now();
      const minutesLeft = (at: number) => Math.ceil((Date.parse(upcoming.liveSessionStartAt!) - at) / 60_000);
      const [hours, minutes] = (shown.match(/\d+/g) ?? []).map(Number);
      expect(hours! * 60 + minutes!).toBeGreaterThanOrEqual(minutesLeft(after + 60_000) - 1);
      expect(hours! * 60 + minutes!).toBeLessThanOrEqual(minutesLeft(before - 60_000));
      expect(minutes).toBeLessThan(60);
      expect(await page.getByTestId('live-join').count()).toBe(0);
      expect(await page.getByTestId('live-ics').count()).toBe(1);
      await checkAxe(page);

      // Ended: the state, and neither the link nor the calendar file.
      await page.goto(lessonUrl(locale, workshop, ended));
      await panel.waitFor(patience);
      expect(await panel.getAttribute('data-phase')).toBe('ended');
      expect(await page.getByTestId('live-join').count()).toBe(0);
      expect(await page.getByTestId('live-ics').count()).toBe(0);
      await page.context().close();
    },
  );
});
