/**
 * Request body limits (decision 057). Every route takes at most JSON_BODY_LIMIT; only the routes that
 * carry a PDF as a base64 data URL raise it to what the upload limit needs. A huge body on any other
 * route is refused with 413 before it is parsed or reaches a validator.
 */

/** Default for every route: the largest form (a legal entity, 1,000-character fields) is under 10 KB. */
export const JSON_BODY_LIMIT = 64 * 1024;

/** Routes with a PDF: the file limit plus base64's 4/3 overhead and room for the other fields. */
export const uploadBodyLimit = (uploadMaxMb: number) => Math.ceil(uploadMaxMb * 1024 * 1024 * 1.4) + JSON_BODY_LIMIT;
