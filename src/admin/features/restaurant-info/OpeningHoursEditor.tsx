/**
 * The opening hours editor: per weekday open or closed with up to three time ranges, special days
 * (holidays, Ramadan) with their own hours and a note for guests, and the restaurant's time zone.
 */
import { Copy, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  type DayHours,
  type OpeningHours,
  type RestaurantTimeZone,
  type SpecialDay,
  TIME_ZONES,
  type TimeRange,
  WEEKDAYS,
  type Weekday,
} from '../../../domain/content/hours.ts';
import { MAX_RANGES } from '../../../domain/content/opening-hours.ts';
import { SelectField, TextField } from '../../components/fields.tsx';
import { type Translate, useT } from '../../i18n/i18n.ts';
import { dayChoice, FIRST_RANGE, newSpecialDay, nextRange } from './hours-editing.ts';

/** A weekday's name in the admin's language. */
const dayName = (t: Translate, weekday: Weekday) => t(`hours.day.${weekday}`);

/** Problems by path inside the opening hours ("week.monday.ranges.0.closes"). */
export type HoursErrors = Partial<Record<string, string>>;

/**
 * A day's choice of open or closed (two radio buttons: what is ticked is what is saved) and its ranges;
 * `path` is where its errors are ("week.monday"). A day with neither ticked (a special day just added)
 * asks for a choice, and is refused until it has one.
 */
function DayEditor({
  name,
  path,
  day,
  errors,
  onChange,
  extra,
}: {
  name: string;
  path: string;
  day: DayHours;
  errors: HoursErrors;
  onChange: (next: DayHours, changedPath: string) => void;
  extra?: ReactNode;
}) {
  const t = useT();
  const setRange = (index: number, next: TimeRange, field: keyof TimeRange) =>
    onChange(
      { ...day, ranges: day.ranges.map((range, i) => (i === index ? next : range)) },
      `${path}.ranges.${index}.${field}`,
    );
  const rangesError = errors[`${path}.ranges`];
  const choice = dayChoice(day);
  const promptId = `${path}-choose`;
  const errorId = `${path}-ranges-error`;
  // Unchosen, the radios say why they are asked, and the refusal of a save lands on them.
  const unchosen = choice === null;
  const choose = (next: 'open' | 'closed') =>
    onChange(
      // Opening a day with no ranges left gives it one to edit.
      next === 'closed'
        ? { ...day, closed: true }
        : { closed: false, ranges: day.ranges.length === 0 ? [FIRST_RANGE] : day.ranges },
      `${path}.ranges`,
    );
  return (
    <div className="hours-day-body">
      {unchosen && (
        <p className="hours-choose" id={promptId}>
          {t('hours.choose')}
        </p>
      )}
      <div className="hours-day-head">
        <div className="hours-choice">
          {(['open', 'closed'] as const).map((value) => (
            <label key={value} className="hours-switch">
              <input
                type="radio"
                name={`${path}.choice`}
                value={value}
                checked={choice === value}
                aria-describedby={
                  unchosen ? [promptId, rangesError && errorId].filter(Boolean).join(' ') : undefined
                }
                aria-invalid={unchosen && rangesError ? true : undefined}
                onChange={() => choose(value)}
              />
              <span>{value === 'open' ? t('hours.open') : t('hours.closed')}</span>
            </label>
          ))}
        </div>
        {extra}
      </div>
      {rangesError && (
        <p className="field-error" id={errorId} role="alert">
          {rangesError}
        </p>
      )}
      {choice === 'open' && (
        <>
          <ul className="hours-ranges">
            {day.ranges.map((range, index) => {
              const at = `${path}.ranges.${index}`;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no identity but their place.
                <li key={index} className="hours-range">
                  <TextField
                    label={t('hours.opens')}
                    aria-label={t('hours.opensOf', { day: name, n: index + 1 })}
                    type="time"
                    name={`${at}.opens`}
                    value={range.opens}
                    error={errors[`${at}.opens`]}
                    onChange={(event) => setRange(index, { ...range, opens: event.target.value }, 'opens')}
                  />
                  <TextField
                    label={t('hours.closes')}
                    aria-label={t('hours.closesOf', { day: name, n: index + 1 })}
                    type="time"
                    name={`${at}.closes`}
                    value={range.closes}
                    error={errors[`${at}.closes`]}
                    hint={
                      range.closes && range.opens && range.closes < range.opens
                        ? t('hours.afterMidnight')
                        : undefined
                    }
                    onChange={(event) => setRange(index, { ...range, closes: event.target.value }, 'closes')}
                  />
                  <button
                    type="button"
                    className="btn btn-secondary btn-small hours-remove"
                    aria-label={t('hours.removeRange', { day: name, n: index + 1 })}
                    title={t('hours.removeRange', { day: name, n: index + 1 })}
                    onClick={() =>
                      onChange({ ...day, ranges: day.ranges.filter((_, i) => i !== index) }, `${path}.ranges`)
                    }
                  >
                    <Trash2 size={16} aria-hidden />
                  </button>
                </li>
              );
            })}
          </ul>
          {day.ranges.length < MAX_RANGES && (
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-label={t('hours.addRangeTo', { day: name })}
              onClick={() =>
                onChange({ ...day, ranges: [...day.ranges, nextRange(day.ranges)] }, `${path}.ranges`)
              }
            >
              <Plus size={16} aria-hidden /> {t('hours.addRange')}
            </button>
          )}
        </>
      )}
    </div>
  );
}

/** The whole opening hours section of the restaurant info form. */
export function OpeningHoursEditor({
  hours,
  errors,
  onChange,
}: {
  hours: OpeningHours;
  errors: HoursErrors;
  /** The new hours, and the path of what changed (its message is then cleared). */
  onChange: (next: OpeningHours, changedPath: string) => void;
}) {
  const t = useT();
  const setDay = (weekday: Weekday, next: DayHours, changedPath: string) =>
    onChange({ ...hours, week: { ...hours.week, [weekday]: next } }, changedPath);
  const setSpecial = (index: number, next: SpecialDay, changedPath: string) =>
    onChange({ ...hours, special: hours.special.map((day, i) => (i === index ? next : day)) }, changedPath);

  return (
    <div className="hours-editor">
      <SelectField
        label={t('hours.timeZone')}
        hint={t('hours.timeZoneHint')}
        name="openingHours.timeZone"
        value={hours.timeZone}
        error={errors.timeZone}
        onChange={(event) =>
          onChange({ ...hours, timeZone: event.target.value as OpeningHours['timeZone'] }, 'timeZone')
        }
        options={(Object.keys(TIME_ZONES) as RestaurantTimeZone[]).map((value) => ({
          value,
          label: t(`hours.zone.${value}`),
        }))}
      />

      <h3>{t('hours.weekTitle')}</h3>
      <div className="hours-week">
        {WEEKDAYS.map((weekday) => {
          const name = dayName(t, weekday);
          return (
            <fieldset key={weekday} className="hours-day" data-day={weekday}>
              <legend>{name}</legend>
              <DayEditor
                name={name}
                path={`week.${weekday}`}
                day={hours.week[weekday]}
                errors={errors}
                onChange={(next, changedPath) => setDay(weekday, next, changedPath)}
                extra={
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={t('hours.copyToAllFrom', { day: name })}
                    onClick={() => {
                      const source = hours.week[weekday];
                      const copy = () => ({
                        closed: source.closed,
                        ranges: source.ranges.map((r) => ({ ...r })),
                      });
                      onChange(
                        {
                          ...hours,
                          week: Object.fromEntries(WEEKDAYS.map((d) => [d, copy()])) as OpeningHours['week'],
                        },
                        'week',
                      );
                    }}
                  >
                    <Copy size={16} aria-hidden /> {t('hours.copyToAll')}
                  </button>
                }
              />
            </fieldset>
          );
        })}
      </div>

      <h3>{t('hours.specialTitle')}</h3>
      <p className="muted">{t('hours.specialIntro')}</p>
      {hours.special.length === 0 && <p className="muted">{t('hours.noSpecial')}</p>}
      <div className="hours-special-list">
        {hours.special.map((day, index) => {
          const path = `special.${index}`;
          const name = t('hours.specialLegend', { n: index + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: special days have no identity but their place.
            <fieldset key={index} className="hours-day hours-special" data-special={index}>
              <legend>{name}</legend>
              <div className="hours-special-dates">
                <TextField
                  label={t('hours.from')}
                  type="date"
                  name={`${path}.from`}
                  value={day.from}
                  error={errors[`${path}.from`]}
                  onChange={(event) =>
                    setSpecial(index, { ...day, from: event.target.value }, `${path}.from`)
                  }
                />
                <TextField
                  label={t('hours.to')}
                  hint={t('hours.toHint')}
                  type="date"
                  name={`${path}.to`}
                  value={day.to === day.from ? '' : day.to}
                  min={day.from || undefined}
                  error={errors[`${path}.to`]}
                  onChange={(event) => setSpecial(index, { ...day, to: event.target.value }, `${path}.to`)}
                />
                <TextField
                  label={t('hours.note')}
                  placeholder={t('hours.notePlaceholder')}
                  name={`${path}.note`}
                  maxLength={60}
                  value={day.note}
                  error={errors[`${path}.note`]}
                  onChange={(event) =>
                    setSpecial(index, { ...day, note: event.target.value }, `${path}.note`)
                  }
                />
              </div>
              <DayEditor
                name={name}
                path={path}
                day={day}
                errors={errors}
                onChange={(next, changedPath) => setSpecial(index, { ...day, ...next }, changedPath)}
                extra={
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={t('hours.removeSpecial', { n: index + 1 })}
                    onClick={() =>
                      onChange({ ...hours, special: hours.special.filter((_, i) => i !== index) }, 'special')
                    }
                  >
                    <Trash2 size={16} aria-hidden /> {t('hours.removeSpecial', { n: index + 1 })}
                  </button>
                }
              />
            </fieldset>
          );
        })}
      </div>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() =>
          onChange(
            {
              ...hours,
              special: [...hours.special, newSpecialDay()],
            },
            'special',
          )
        }
      >
        <Plus size={16} aria-hidden /> {t('hours.addSpecial')}
      </button>
    </div>
  );
}
