import { useState, type ChangeEvent } from 'react';

/** A form's text values by field name, and the change handler its inputs share. */
export function useFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, value } = event.currentTarget;
    setValues((current) => ({ ...current, [name]: value }));
  };
  /** What a field of the form needs: its name, value, change handler and error (`error(name)`). */
  const field = (name: K, error?: (name: K) => string | undefined) => ({
    name,
    value: values[name],
    onChange: change,
    error: error?.(name),
  });
  return { values, change, setValues, field };
}
