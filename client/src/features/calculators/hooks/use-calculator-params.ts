import { useEffect, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { parseAmount, type AmountRule, type ParsedAmount } from '../lib/parse-amount';

/** A number field of a calculator, kept in the address under `name`. */
export interface AmountSpec extends AmountRule {
  name: string;
  label: string;
  defaultValue: number;
}

export interface AmountInput {
  spec: AmountSpec;
  /** What the visitor typed (or the default). */
  text: string;
  parsed: ParsedAmount;
}

/**
 * A calculator's inputs as part of its address: a shared link or a reload shows the same answer,
 * and Back returns to it. Typing replaces the current history entry rather than adding one per
 * keystroke. What is typed is shown at once, before the address catches up (a router navigation
 * is not synchronous), and gives way to the address when the visitor goes Back or Forward.
 * Values equal to the default are left out of the address.
 */
export function useCalculatorParams() {
  const [urlParams, setParams] = useSearchParams();
  const [typed, setTyped] = useState<Readonly<Record<string, string>>>({});
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') setTyped({});
  }, [location, navigationType]);

  const params = new URLSearchParams(urlParams);
  for (const [name, value] of Object.entries(typed)) params.set(name, value);

  const set = (name: string, value: string, defaultValue: string) => {
    setTyped((current) => ({ ...current, [name]: value }));
    // From what this render shows, typed values included: the router's own params may not have
    // caught up with the last keystrokes yet.
    const next = new URLSearchParams(params);
    if (value === defaultValue) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  /** Sets several fields at once, as from a saved profile: one address change for all of them. */
  const setMany = (values: Readonly<Record<string, string>>) => {
    setTyped((current) => ({ ...current, ...values }));
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(values)) next.set(name, value);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const amount = (spec: AmountSpec): AmountInput => {
    const text = params.get(spec.name) ?? String(spec.defaultValue);
    return { spec, text, parsed: parseAmount(text, spec) };
  };

  const choice = <T extends string>(name: string, values: readonly T[], defaultValue: T): T => {
    const value = params.get(name);
    return values.find((candidate) => candidate === value) ?? defaultValue;
  };

  return { params, set, setMany, amount, choice };
}

/** The values of amount inputs by name, or undefined while any of them is wrong. */
export function validValues<Name extends string>(
  inputs: Readonly<Record<Name, AmountInput>>,
): Record<Name, number> | undefined {
  const values = {} as Record<Name, number>;
  for (const name of Object.keys(inputs) as Name[]) {
    const { parsed } = inputs[name];
    if (parsed.value === undefined) return undefined;
    values[name] = parsed.value;
  }
  return values;
}

/**
 * The latest valid inputs: while a field is wrong, the answer stays the one of the last valid
 * inputs (the defaults at first), so it is never blank or NaN.
 */
export function useLastValid<T>(current: T | undefined, initial: T): T {
  const [last, setLast] = useState(initial);
  if (current !== undefined && JSON.stringify(current) !== JSON.stringify(last)) {
    setLast(current);
  }
  return current ?? last;
}
