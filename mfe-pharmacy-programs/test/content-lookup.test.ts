import { catalogue } from '../src/content/catalogue';
import {
  activeDateEntry,
  calendarDay,
  createCatalogue,
  isExpired,
  lookupContent,
  lookupExitModal,
  resolveContent,
} from '../src/content/content-lookup';
import type { ContentItem, ExitModalData } from '../src/content/content-types';

/** Local calendar time, as the rules read it. */
const on = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour);

const modal: ExitModalData = {
  title: 'Authorization',
  content: 'Text',
  checkboxes: [{ id: 'a', label: 'A', required: true }],
  cancelLabel: 'Go Back',
  acceptLabel: 'Register',
  showPrint: true,
};

const items: ContentItem[] = [
  {
    content_id: 'Virtual_ABCBS',
    data: { title: 'Virtual Care', body: 'See a doctor.', image: false, buttonLabel: 'Start', buttonLink: '', buttonSSO: 'virtualcare' },
  },
  { content_id: 'plain_text', data: 'Just a sentence.' },
  { content_id: 'paragraphs', data: ['One.', 'Two.'] },
  { content_id: 'discounts', data: { title: 'Discounts' }, dataExitModal: modal },
  { content_id: 'seasonal', data: 'Flu shots', date_expire: '2024-11-8' },
  { content_id: 'bad_expiry', data: 'Still here', date_expire: 'soon' },
  {
    content_id: 'switching',
    data: 'default copy',
    date_logic: [
      { date: '2025-06-12', content_key: 'switching_2025' },
      { date: '2024-06-12', content_key: 'SWITCHING_2024' },
    ],
  },
  { content_id: 'switching_2024', data: '2024 copy' },
  { content_id: 'switching_2025', data: '2025 copy' },
  { content_id: 'dangling', data: 'default of dangling', date_logic: [{ date: '2020-01-01', content_key: 'not_in_catalogue' }] },
];
const fixture = createCatalogue(items);

describe('content lookup: ids', () => {
  it('matches content ids case-insensitively', () => {
    expect(lookupContent(fixture, 'virtual_abcbs')).toEqual(items[0]?.data);
    expect(lookupContent(fixture, 'VIRTUAL_ABCBS')).toEqual(items[0]?.data);
    expect(lookupContent(fixture, ' Virtual_ABCBS ')).toEqual(items[0]?.data);
  });

  it('returns data as stored: an object, a string or a list of paragraphs', () => {
    expect(lookupContent(fixture, 'plain_text')).toBe('Just a sentence.');
    expect(lookupContent(fixture, 'paragraphs')).toEqual(['One.', 'Two.']);
  });

  it('returns the id itself for an unknown id', () => {
    expect(lookupContent(fixture, 'no_such_program')).toBe('no_such_program');
    expect(resolveContent(fixture, 'no_such_program')).toEqual({ kind: 'id', id: 'no_such_program', reason: 'unknown' });
  });

  it('returns the id when the bypass flag is on, for known and unknown ids alike', () => {
    expect(lookupContent(fixture, 'Virtual_ABCBS', { bypass: true })).toBe('Virtual_ABCBS');
    expect(lookupContent(fixture, 'plain_text', { bypass: true })).toBe('plain_text');
    expect(resolveContent(fixture, 'plain_text', { bypass: true })).toEqual({ kind: 'id', id: 'plain_text', reason: 'bypass' });
    expect(lookupContent(fixture, 'plain_text', { bypass: false })).toBe('Just a sentence.');
  });

  it('refuses two items whose ids differ only in case', () => {
    expect(() => createCatalogue([items[1]!, { ...items[1]!, content_id: 'PLAIN_TEXT' }])).toThrow('duplicate content id "PLAIN_TEXT"');
  });
});

describe('content lookup: locales', () => {
  it('has content for en-us only (locale tags ignore case); every other locale returns nothing', () => {
    expect(lookupContent(fixture, 'plain_text', { locale: 'en-us' })).toBe('Just a sentence.');
    expect(lookupContent(fixture, 'plain_text', { locale: 'en-US' })).toBe('Just a sentence.');
    for (const locale of ['es-us', 'en-gb', 'en', 'fr-ca', '']) {
      expect(lookupContent(fixture, 'plain_text', { locale })).toBeNull();
      expect(lookupContent(fixture, 'no_such_program', { locale })).toBeNull();
      expect(lookupContent(fixture, 'plain_text', { locale, bypass: true })).toBeNull();
      expect(lookupExitModal(fixture, 'discounts', { locale })).toBeNull();
    }
  });

  it('uses en-us when no locale is given', () => {
    expect(lookupContent(fixture, 'plain_text', {})).toBe('Just a sentence.');
  });
});

describe('content lookup: dated lists', () => {
  it.each([
    [on(2024, 6, 11, 23), 'default copy'],
    [on(2024, 6, 12, 0), '2024 copy'],
    [on(2024, 6, 13), '2024 copy'],
    [on(2025, 6, 11, 23), '2024 copy'],
    [on(2025, 6, 12, 0), '2025 copy'],
    [on(2025, 6, 13), '2025 copy'],
    [on(2030, 1, 1), '2025 copy'],
  ])('on %s shows %s (entries sorted by date, the latest on or before now wins)', (now, expected) => {
    expect(lookupContent(fixture, 'switching', { now })).toBe(expected);
  });

  it('falls back to the default data when the dated entry names no item', () => {
    expect(lookupContent(fixture, 'dangling', { now: on(2026, 1, 1) })).toBe('default of dangling');
  });

  it('ignores entries whose date cannot be read', () => {
    expect(
      activeDateEntry(
        [
          { date: 'June 12', content_key: 'x' },
          { date: '2024-6-12', content_key: 'y' },
        ],
        on(2025, 1, 1),
      ),
    ).toEqual({ date: '2024-6-12', content_key: 'y' });
    expect(activeDateEntry([{ date: '2024-02-30', content_key: 'x' }], on(2025, 1, 1))).toBeUndefined();
  });

  describe('program_template of the catalogue (entries dated 2024-06-12 and 2025-06-12)', () => {
    const intro = (now: Date) => (lookupContent(catalogue, 'program_template', { now }) as { intro: string }).intro;
    const defaultIntro =
      'Your plan includes health and wellness programs at no extra cost. Choose a program to learn more or to get started.';
    const intro2024 =
      'Your plan includes health and wellness programs at no extra cost for the 2024–2025 plan year. Choose a program to learn more or to get started.';
    const intro2025 = 'These programs come with your plan at no extra cost. Choose a program to learn more, or start it right away.';

    it.each([
      ['the day before 2024-06-12', on(2024, 6, 11), defaultIntro],
      ['2024-06-12', on(2024, 6, 12, 0), intro2024],
      ['the day after 2024-06-12', on(2024, 6, 13), intro2024],
      ['the day before 2025-06-12', on(2025, 6, 11, 23), intro2024],
      ['2025-06-12', on(2025, 6, 12, 0), intro2025],
      ['the day after 2025-06-12', on(2025, 6, 13), intro2025],
    ])('on %s', (_label, now, expected) => {
      expect(intro(now)).toBe(expected);
    });
  });
});

describe('content lookup: expiry', () => {
  it('shows an item up to and on its expiry date, and nothing after it', () => {
    expect(lookupContent(fixture, 'seasonal', { now: on(2024, 11, 7) })).toBe('Flu shots');
    expect(lookupContent(fixture, 'seasonal', { now: on(2024, 11, 8, 23) })).toBe('Flu shots');
    expect(lookupContent(fixture, 'seasonal', { now: on(2024, 11, 9, 0) })).toBeNull();
    expect(resolveContent(fixture, 'seasonal', { now: on(2024, 11, 9) })).toEqual({ kind: 'nothing', reason: 'expired' });
  });

  it('reckons the day in the insurer’s time zone whatever the machine’s: 11:30 p.m. Central on the expiry day still shows', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'UTC';
      expect(lookupContent(fixture, 'seasonal', { now: new Date('2024-11-09T05:30:00Z') })).toBe('Flu shots');
      expect(lookupContent(fixture, 'seasonal', { now: new Date('2024-11-09T06:00:00Z') })).toBeNull();
      expect(lookupContent(fixture, 'switching', { now: new Date('2025-06-12T04:30:00Z') })).toBe('2024 copy');
      expect(lookupContent(fixture, 'switching', { now: new Date('2025-06-12T05:00:00Z') })).toBe('2025 copy');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('treats an unreadable expiry date as no expiry', () => {
    expect(lookupContent(fixture, 'bad_expiry', { now: on(2030, 1, 1) })).toBe('Still here');
  });

  it.each([
    ['wellness_flushot_2024', '2024-11-8', on(2024, 11, 8), on(2024, 11, 9)],
    ['navigation_openenrollment_2024', '2024-11-1', on(2024, 11, 1), on(2024, 11, 2)],
    ['financial_intro_2024', '2025-01-01', on(2025, 1, 1), on(2025, 1, 2)],
  ])('catalogue item %s expires after %s', (id, expiry, lastDay, dayAfter) => {
    expect(catalogue.find(id)?.date_expire).toBe(expiry);
    expect(lookupContent(catalogue, id, { now: lastDay })).not.toBeNull();
    expect(lookupContent(catalogue, id, { now: dayAfter })).toBeNull();
    expect(isExpired(catalogue.find(id)!, dayAfter)).toBe(true);
  });
});

describe('exit-modal lookup', () => {
  it('returns the modal data of the matching item, ignoring case', () => {
    expect(lookupExitModal(fixture, 'DISCOUNTS')).toBe(modal);
  });

  it('returns null for an item without a modal, an unknown id, or an expired item', () => {
    expect(lookupExitModal(fixture, 'Virtual_ABCBS')).toBeNull();
    expect(lookupExitModal(fixture, 'no_such_program')).toBeNull();
    const expiring = createCatalogue([{ content_id: 'old', data: 'x', date_expire: '2024-11-1', dataExitModal: modal }]);
    expect(lookupExitModal(expiring, 'old', { now: on(2024, 11, 1) })).toBe(modal);
    expect(lookupExitModal(expiring, 'old', { now: on(2024, 11, 2) })).toBeNull();
  });

  it('is not skipped by the bypass flag: an authorization is never bypassed', () => {
    expect(lookupExitModal(fixture, 'discounts', { bypass: true })).toBe(modal);
  });

  it('finds the discount program’s authorization in the catalogue', () => {
    const discount = lookupExitModal(catalogue, 'wellness_abcbs');
    expect(discount).toMatchObject({ cancelLabel: 'Go Back', acceptLabel: 'Register', showPrint: true });
    expect(discount?.checkboxes.map((checkbox) => checkbox.required)).toEqual([true, true]);
  });
});

describe('calendarDay', () => {
  it('reads YYYY-MM-DD and one-digit months and days, and rejects impossible dates', () => {
    expect(calendarDay('2024-11-8')).toBe(20241108);
    expect(calendarDay('2025-01-01')).toBe(20250101);
    expect(calendarDay('2024-2-29')).toBe(20240229);
    expect(calendarDay('2023-02-29')).toBeNull();
    expect(calendarDay('11/08/2024')).toBeNull();
  });
});
