import type { FieldErrors } from '@carrier/domain';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { type UseFormOptions, useForm } from '../../../lib/forms/use-form';
import { type PersonalData, personalDataAtom } from '../../../lib/state/benefit';

type Values = Record<string, string>;

/**
 * A wizard step's form over the held personal data: it starts from the answers held (cookie, 72 minutes) and
 * writes every change back, so a reload or a Back keeps what the applicant typed.
 */
export function useWizardForm<V extends Values, F extends string>({
  fromData,
  toData,
  validate,
  sanitize,
}: {
  fromData: (data: PersonalData) => V;
  toData: (values: V) => PersonalData;
  validate: (values: V) => FieldErrors<F>;
  sanitize?: UseFormOptions<V, F>['sanitize'];
}) {
  const [data, setData] = useAtom(personalDataAtom);
  const [initial] = useState(() => fromData(data));
  const form = useForm({ initial, validate, sanitize });
  const toDataRef = useRef(toData);
  toDataRef.current = toData;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setData((held) => ({ ...held, ...toDataRef.current(form.values) }));
  }, [form.values, setData]);
  return { form, data, setData };
}
