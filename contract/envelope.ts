import * as v from 'valibot';

/**
 * Every JSON response is an envelope: `{ success: true, data, message? }` on success,
 * `{ success: false, message, errors? }` on failure, with the HTTP status telling which.
 */
export function successEnvelope<TData extends v.GenericSchema>(data: TData) {
  return v.object({
    success: v.literal(true),
    data,
    message: v.optional(v.string()),
  });
}

export const FailureEnvelopeSchema = v.object({
  success: v.literal(false),
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.string())),
});

export type FailureEnvelope = v.InferOutput<typeof FailureEnvelopeSchema>;
