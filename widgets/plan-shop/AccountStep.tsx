import { useStore } from '@nanostores/react';
import { useEffect, useState, type ChangeEvent } from 'react';
import {
  regionPlaceholder,
  SIGNUP_INPUTS,
  signupFields,
  type Contact,
  type SignupField,
} from '../../src/domain/accountForms';
import { $regions, $regionsLoading, loadRegions } from '../../src/stores/regions';
import { Select } from '../../src/ui/Select';
import { TextField } from '../../src/ui/TextField';
import { useOptions } from '../../src/element/context';

interface Props {
  required: Contact;
  values: Record<SignupField, string>;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  locked: boolean;
  error: (field: string) => string | undefined;
}

/** Account info (visitors only): the sign-up form, the contact the platform requires first. */
export function AccountStep({ required, values, onChange, locked, error }: Props) {
  const regions = useStore($regions);
  const loading = useStore($regionsLoading);
  const [asked, setAsked] = useState(() => $regions.get() !== null);
  const options = useOptions();
  useEffect(() => {
    if (!asked) void loadRegions(options).finally(() => setAsked(true));
  }, []);

  return (
    <>
      {signupFields(required).map(({ name, label, required: needed }) => {
        const field = name as SignupField;
        if (field === 'region') {
          return (
            <Select
              key={field}
              label={label}
              name={field}
              value={values.region}
              onChange={onChange}
              placeholder={regionPlaceholder(loading || !asked)}
              options={(regions ?? []).map((region) => ({ value: String(region.region_id), label: region.name }))}
              error={error(field)}
              disabled={locked}
            />
          );
        }
        return (
          <TextField
            key={field}
            label={label}
            name={field}
            {...SIGNUP_INPUTS[field]}
            value={values[field]}
            onChange={onChange}
            error={error(field)}
            disabled={locked}
            required={needed}
          />
        );
      })}
    </>
  );
}
