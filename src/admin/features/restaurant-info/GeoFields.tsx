/**
 * The restaurant's coordinates: latitude and longitude as staff type or paste them. The form moves them
 * with the map address when a new one carrying others is pasted; a map loaded with coordinates of its own
 * offers them with a button.
 */
import { useState } from 'react';
import { type Coordinates, coordinatesFromMapUrl } from '../../../domain/content/address.ts';
import { RestaurantInfoSchema } from '../../../domain/content/restaurant.ts';
import { TextField } from '../../components/fields.tsx';
import { useT } from '../../i18n/i18n.ts';

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** Both empty: no coordinates; otherwise numbers, or NaN for the schema to refuse with its message. */
function parse(latitude: string, longitude: string): Coordinates | null {
  if (latitude.trim() === '' && longitude.trim() === '') return null;
  const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(',', '.')));
  return { latitude: number(latitude), longitude: number(longitude) };
}

/** The same coordinates (NaN, a number not yet typed right, equal to itself). */
const sameGeo = (a: Coordinates | null, b: Coordinates | null) =>
  a === null || b === null
    ? a === b
    : Object.is(a.latitude, b.latitude) && Object.is(a.longitude, b.longitude);

export function GeoFields({
  geo,
  mapEmbedUrl,
  error,
  onChange,
}: {
  geo: Coordinates | null;
  mapEmbedUrl: string;
  error?: string;
  onChange: (next: Coordinates | null) => void;
}) {
  const t = useT();
  const [latitude, setLatitude] = useState(text(geo?.latitude));
  const [longitude, setLongitude] = useState(text(geo?.longitude));
  const fromMap = coordinatesFromMapUrl(mapEmbedUrl);

  // Coordinates set from outside (a new map pasted, an earlier version restored) replace what is typed here;
  // the text as typed ("-0,9") stays while it says the same coordinates.
  const [shown, setShown] = useState(geo);
  if (geo !== shown) {
    setShown(geo);
    if (!sameGeo(parse(latitude, longitude), geo)) {
      setLatitude(text(geo?.latitude));
      setLongitude(text(geo?.longitude));
    }
  }

  const change = (nextLatitude: string, nextLongitude: string) => {
    setLatitude(nextLatitude);
    setLongitude(nextLongitude);
    onChange(parse(nextLatitude, nextLongitude));
  };
  const same = fromMap && geo?.latitude === fromMap.latitude && geo?.longitude === fromMap.longitude;

  // The message is in the admin's language: the schema, asked again, says which of the two it is about.
  const wrong = error ? RestaurantInfoSchema.shape.geo.safeParse(geo).error?.issues[0]?.path[0] : undefined;
  const latitudeError = error && wrong !== 'longitude' ? error : undefined;
  const longitudeError = error && wrong === 'longitude' ? error : undefined;

  return (
    <>
      <TextField
        label={t('info.geo.latitude')}
        name="latitude"
        inputMode="decimal"
        placeholder="-0.895"
        value={latitude}
        hint={t('info.geo.hint')}
        error={latitudeError}
        onChange={(event) => change(event.target.value, longitude)}
      />
      <TextField
        label={t('info.geo.longitude')}
        name="longitude"
        inputMode="decimal"
        placeholder="100.355"
        value={longitude}
        error={longitudeError}
        onChange={(event) => change(latitude, event.target.value)}
      />
      {fromMap && !same && (
        <p className="span-all">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => change(String(fromMap.latitude), String(fromMap.longitude))}
          >
            {t('info.geo.fromMap')}
          </button>
        </p>
      )}
    </>
  );
}
