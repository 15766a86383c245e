/**
 * The icons the sign-in screen shows, Lucide's eye, eye-off and wifi-off (ISC licence, lucide.dev), drawn
 * here rather than through lucide-react: its icon component is the largest part of the icon library and
 * would come with the JavaScript loaded before sign-in. They look the same as the admin's other icons.
 */

const EYE = [
  'M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0',
  'M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0',
];
const EYE_OFF = [
  'M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49',
  'M14.084 14.158a3 3 0 0 1-4.242-4.242',
  'M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143',
  'm2 2 20 20',
];
const WIFI_OFF = [
  'M12 20h.01',
  'M8.5 16.429a5 5 0 0 1 7 0',
  'M5 12.859a10 10 0 0 1 5.17-2.69',
  'M19 12.859a10 10 0 0 0-2.007-1.523',
  'M2 8.82a15 15 0 0 1 4.177-2.643',
  'M22 8.82a15 15 0 0 0-11.288-3.764',
  'm2 2 20 20',
];

function LineIcon({ paths, size }: { paths: string[]; size: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export const EyeIcon = ({ size = 24 }: { size?: number }) => <LineIcon paths={EYE} size={size} />;
export const EyeOffIcon = ({ size = 24 }: { size?: number }) => <LineIcon paths={EYE_OFF} size={size} />;
export const WifiOffIcon = ({ size = 24 }: { size?: number }) => <LineIcon paths={WIFI_OFF} size={size} />;
