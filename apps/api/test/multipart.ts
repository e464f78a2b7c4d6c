/**
 * A `multipart/form-data` body for `app.inject`, encoded by the platform's own FormData (as a browser
 * would send it): text fields as given, files as PDFs unless another type is named.
 */
export async function multipartBody(
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; name?: string; type?: string }> = {},
): Promise<{ payload: Buffer; headers: { "content-type": string } }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/pdf" }), file.name ?? "archivo.pdf");
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { "content-type": encoded.headers.get("content-type")! } };
}
