/**
 * The restaurant's coordinates: latitude and longitude as staff type or paste them, filled in from the map
 * address when that carries them and none were given yet.
 */
import { useEffect, useState } from 'react';
import { type Coordinates, coordinatesFromMapUrl } from '../../../domain/address.ts';
import { TextField } from '../../components/fields.tsx';

export const GEO_STRINGS = {
  latitude: 'Latitude',
  longitude: 'Longitude',
  hint: 'Optional. Filled in from the map link when it carries them; search engines show the restaurant at this point.',
  fromMap: 'Use the coordinates of the map link',
} as const;

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** Both empty: no coordinates; otherwise numbers, or NaN for the schema to refuse with its message. */
function parse(latitude: string, longitude: string): Coordinates | null {
  if (latitude.trim() === '' && longitude.trim() === '') return null;
  const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(',', '.')));
  return { latitude: number(latitude), longitude: number(longitude) };
}

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
  const [latitude, setLatitude] = useState(text(geo?.latitude));
  const [longitude, setLongitude] = useState(text(geo?.longitude));
  const fromMap = coordinatesFromMapUrl(mapEmbedUrl);

  // A map link pasted while no coordinates are set fills them in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the map link's coordinates change, never on a keystroke in these fields
  useEffect(() => {
    if (fromMap && latitude === '' && longitude === '') {
      setLatitude(String(fromMap.latitude));
      setLongitude(String(fromMap.longitude));
      onChange(fromMap);
    }
  }, [fromMap?.latitude, fromMap?.longitude]);

  const change = (nextLatitude: string, nextLongitude: string) => {
    setLatitude(nextLatitude);
    setLongitude(nextLongitude);
    onChange(parse(nextLatitude, nextLongitude));
  };
  const same = fromMap && geo?.latitude === fromMap.latitude && geo?.longitude === fromMap.longitude;

  // The schema says which of the two is wrong ("… latitude must be between -90 and 90").
  const latitudeError = error && !/longitude/.test(error) ? error : undefined;
  const longitudeError = error && /longitude/.test(error) ? error : undefined;

  return (
    <>
      <TextField
        label={GEO_STRINGS.latitude}
        name="latitude"
        inputMode="decimal"
        placeholder="-0.895"
        value={latitude}
        hint={GEO_STRINGS.hint}
        error={latitudeError}
        onChange={(event) => change(event.target.value, longitude)}
      />
      <TextField
        label={GEO_STRINGS.longitude}
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
            {GEO_STRINGS.fromMap}
          </button>
        </p>
      )}
    </>
  );
}
