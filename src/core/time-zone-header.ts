/*
 * The request header naming the client's time zone, apart from the schemas so the web's HTTP client can use it
 * without loading zod (ADR 012).
 */

/**
 * Header every API request from the web carries: the browser's IANA time zone (`X-Time-Zone: Europe/Paris`).
 * When present it is the zone of that request's date and slot rules; an invalid value answers 400 naming it.
 * Without it the zone stored on the user applies (scripted clients). ADR 006.
 */
export const TIME_ZONE_HEADER = 'X-Time-Zone';
