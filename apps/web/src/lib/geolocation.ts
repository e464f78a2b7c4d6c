/**
 * The terms announce that the device's GPS position travels with each request. When the user
 * allowed it, write calls carry `X-Geo-Position: lat,lng,accuracy`. Nothing here ever blocks:
 * without a position the header is simply left out.
 */
let lastPosition: string | null = null;
let watching = false;

function format(pos: GeolocationPosition): string {
  const { latitude, longitude, accuracy } = pos.coords;
  return `${latitude.toFixed(6)},${longitude.toFixed(6)},${Math.round(accuracy)}`;
}

function read(): void {
  if (!("geolocation" in navigator)) return;
  navigator.geolocation.getCurrentPosition(
    (pos) => {
      lastPosition = format(pos);
      follow();
    },
    () => {
      /* refused or unavailable: send nothing */
    },
    { enableHighAccuracy: false, maximumAge: 5 * 60_000, timeout: 15_000 },
  );
}

/** Keep the position fresh once the user has allowed it. */
function follow(): void {
  if (watching) return;
  watching = true;
  navigator.geolocation.watchPosition(
    (pos) => {
      lastPosition = format(pos);
    },
    () => {},
    { enableHighAccuracy: false, maximumAge: 5 * 60_000 },
  );
}

/** After a login: ask the browser once (it shows its own prompt); the answer comes whenever it comes. */
export function askForGeolocation(): void {
  read();
}

/** On page load: read the position silently when the permission was already granted. */
export async function resumeGeolocation(): Promise<void> {
  try {
    if (!("permissions" in navigator) || !("geolocation" in navigator)) return;
    const status = await navigator.permissions.query({ name: "geolocation" });
    if (status.state === "granted") read();
  } catch {
    /* permissions API unavailable */
  }
}

/** The header for write calls, or nothing. */
export function geoHeaders(): Record<string, string> {
  return lastPosition ? { "X-Geo-Position": lastPosition } : {};
}
