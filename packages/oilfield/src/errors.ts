/**
 * The one error every calculator throws for input it will not compute with: a value of the wrong
 * type, outside physical bounds, or outside the range a correlation is valid for. The message
 * names the input, the value received and what is accepted, so it can be shown to a user or
 * returned to a language model as a tool error unchanged.
 */
export class OilfieldInputError extends Error {
  override readonly name = 'OilfieldInputError';

  /**
   * @param input - name of the offending input as the calculator spells it (e.g. `mud_weight_ppg`),
   *   or a dotted path for nested inputs (`tests.1.rate_mscf_per_day`)
   * @param value - the value received
   * @param message - the full, human-readable explanation
   */
  constructor(
    readonly input: string,
    readonly value: unknown,
    message: string,
  ) {
    super(message);
  }
}
