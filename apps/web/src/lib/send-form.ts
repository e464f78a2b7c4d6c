import { MSG } from "@portal/domain/messages";
import { ApiError, messageFromBody, refreshOrEndSession } from "./api-client";
import { geoHeaders } from "./geolocation";
import { getStored } from "./session";

/** Same prefix as api-client; a form with a file goes through XMLHttpRequest for its upload progress. */
const API_BASE = "/api";

/** One XMLHttpRequest of a multipart form that reports the share of the body sent (0..1). */
function sendOnce<T>(method: "POST" | "PUT", path: string, form: FormData, onProgress: (sent: number) => void): Promise<T> {
  const token = getStored("access_token");
  if (!token) return Promise.reject(new ApiError({ kind: "no-token", status: 0, message: MSG.noToken }));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader("Accept", "application/json");
    // No Content-Type: the browser sets multipart/form-data with its boundary.
    xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    for (const [name, value] of Object.entries(geoHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError({ kind: "network", status: 0, message: MSG.noServer }));
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        parsed = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(parsed as T);
      const errors = parsed && typeof parsed === "object" && "errors" in parsed ? ((parsed as { errors?: Record<string, string[]> }).errors ?? {}) : {};
      reject(new ApiError({ kind: "http", status: xhr.status, message: messageFromBody(parsed) ?? MSG.unexpected, errors, body: parsed }));
    };
    xhr.send(form);
  });
}

/**
 * Sends a `multipart/form-data` body (a file and its fields) to the API, the file as it is, without
 * base64. `form` builds the body: an expired token (401) refreshes the session once and the form is
 * sent again.
 */
export async function sendForm<T>(method: "POST" | "PUT", path: string, form: () => FormData, onProgress: (sent: number) => void = () => {}): Promise<T> {
  try {
    return await sendOnce<T>(method, path, form(), onProgress);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401) throw err;
    await refreshOrEndSession(err);
    return sendOnce<T>(method, path, form(), onProgress);
  }
}
