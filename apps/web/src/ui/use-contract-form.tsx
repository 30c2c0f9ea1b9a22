import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../lib/api';
import { validateWith, type Validation } from '../lib/validate';
import { errorTextOf, focusFirstInvalid } from './field-errors';
import { UnsavedChangesGuard } from './unsaved-changes';

/** Field path (`email`, `enrollmentDependents.0.ssn`) → message key (`required`, or `ns:key`). */
export type FieldErrors = Record<string, string>;

/** A form's own rules: the values checked into the data to send, or message keys per field. */
export type FormRules<V, D> = (values: V) => Validation<D> | Promise<Validation<D>>;

/** What a form is checked with: a contract zod schema or the form's rules function. */
export type FormCheck<V> = z.ZodType | FormRules<V, unknown>;

/** The data a valid submit hands over: the schema's output, the rules' data, or the values as typed. */
export type CheckedData<V, C> = C extends z.ZodType
  ? z.output<C>
  : C extends FormRules<V, infer D>
    ? D
    : V;

export interface ContractFormOptions<V, C extends FormCheck<V> | undefined> {
  /** The values the form starts from (also the baseline `dirty` compares with). */
  initial: V | (() => V);
  /** A contract schema (parsing `input(values)`, or the values) or a rules function. None: always valid. */
  validate?: C;
  /** What the schema parses, when it is not the values themselves (e.g. the request body they make). */
  input?: (values: V) => unknown;
  /** Called with the checked data when a submit passes the check. */
  onValid: (data: CheckedData<V, C>, values: V) => void;
  /** Called with the field errors of a refused submit or a failed call (e.g. to open the step holding them). */
  onInvalid?: (fields: FieldErrors) => void;
  /**
   * A server field path → the form's field (undefined: not on the form, so the failure is shown above it).
   * Default: the path itself when its first part is one of the values' fields.
   */
  fieldOf?: (path: string) => string | undefined;
  /** Whether the values differ from the baseline. Default: any difference. */
  isDirty?: (values: V, baseline: V) => boolean;
  /** Ask before leaving with unsaved changes (default true; search forms pass false). */
  guard?: boolean;
  /** A call in flight: the guard holds nothing back meanwhile. */
  pending?: boolean;
}

export interface ContractFormState<V> {
  values: V;
  /** Sets one field and clears its error. */
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  /** Changes the values (errors stay; clear them with `clearErrors`). */
  update: (change: (values: V) => V) => void;
  /** Field errors as message keys. */
  errors: FieldErrors;
  /** The translated error of a field, undefined when it has none. */
  errorOf: (field: string) => string | undefined;
  /** Clears the errors of the fields given, or all. */
  clearErrors: (...fields: string[]) => void;
  /** Shows field errors found outside the check and moves the focus to the first one. */
  invalid: (fields: FieldErrors) => void;
  /**
   * Shows a failed call: its known `fields` on the form's fields (focus on the first), anything else as the
   * form-level `formError`. True when field errors were shown.
   */
  fail: (error: unknown) => boolean;
  /** The form-level error text (a failed call that is not about a field), cleared on each submit. */
  formError: string | undefined;
  setFormError: (text: string | undefined) => void;
  /** The values differ from the baseline. */
  dirty: boolean;
  /** Back to `next` (or the initial values) as the new baseline; no errors. */
  reset: (next?: V) => void;
  /** Marks the form clean (the values become the baseline), then runs `then` once the guard let go (navigate). */
  leave: (then: () => void) => void;
  /** Checks the values as a submit does (the focus goes to the first invalid field); true when sent on. */
  submit: () => Promise<boolean>;
  /** Spread on the <form>, or render the form with <ContractForm form={…}>. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    onSubmit: (e: FormEvent<HTMLFormElement>) => void;
    noValidate: true;
  };
  /** The unsaved-changes guard <ContractForm> renders (null: the form has none). */
  guard: { dirty: boolean } | null;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One form's plumbing: values, checking against a contract schema or the form's rules, field errors as
 * message keys (translated by `errorOf`), the focus on the first invalid field after a refused submit or a
 * failed call, server `fields` on the form's fields (anything else as `formError`), `dirty` and the
 * unsaved-changes guard. Render the form with `<ContractForm form={form}>`.
 */
export function useContractForm<V extends object, C extends FormCheck<V> | undefined = undefined>(
  options: ContractFormOptions<V, C>,
): ContractFormState<V> {
  const { t } = useTranslation('messages');
  const [start] = useState<V>(options.initial);
  const [values, setValues] = useState<V>(start);
  const [baseline, setBaseline] = useState<V>(start);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [leaving, setLeaving] = useState<{ then: () => void } | null>(null);
  const ref = useRef<HTMLFormElement>(null);

  // Runs after the guard (a child) has rendered clean, so the navigation is not held back.
  // The form stays clean after leaving (until `reset`), even when its own `isDirty` ignores the baseline.
  useEffect(() => {
    if (leaving) leaving.then();
  }, [leaving]);

  const dirty = leaving
    ? false
    : options.isDirty
      ? options.isDirty(values, baseline)
      : !sameJson(values, baseline);

  const show = (fields: FieldErrors) => {
    setErrors(fields);
    options.onInvalid?.(fields);
    focusFirstInvalid(ref.current);
  };

  const check = (v: V): Validation<unknown> | Promise<Validation<unknown>> => {
    const rule = options.validate;
    if (rule === undefined) return { ok: true, data: v };
    if (typeof rule === 'function') return rule(v);
    return validateWith(rule, options.input ? options.input(v) : v);
  };

  const finish = (result: Validation<unknown>, v: V): boolean => {
    if (!result.ok) {
      show(result.fields);
      return false;
    }
    setErrors({});
    // The data's type is the check's (CheckedData); `check` widened it to unknown.
    options.onValid(result.data as CheckedData<V, C>, v);
    return true;
  };

  const submit = async (): Promise<boolean> => {
    setFormError(undefined);
    const v = values;
    const result = check(v);
    return finish(result instanceof Promise ? await result : result, v);
  };

  const fieldOf =
    options.fieldOf ?? ((path: string) => (path.split('.')[0]! in baseline ? path : undefined));

  return {
    values,
    set: (field, value) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => {
        if (!(String(field) in e)) return e;
        const { [String(field)]: _gone, ...rest } = e;
        return rest;
      });
    },
    update: (change) => setValues(change),
    errors,
    errorOf: (field) => {
      const key = errors[field];
      if (!key) return undefined;
      return t(key.includes(':') ? key : `messages:${key}`, {
        defaultValue: t('messages:invalidValue'),
      });
    },
    clearErrors: (...fields) =>
      setErrors((e) =>
        fields.length === 0
          ? {}
          : Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k))),
      ),
    invalid: show,
    fail: (error) => {
      const known: FieldErrors = {};
      let unknown = false;
      const serverFields = error instanceof ApiError ? (error.body.fields ?? {}) : {};
      for (const [path, key] of Object.entries(serverFields)) {
        const field = fieldOf(path);
        if (field === undefined) unknown = true;
        else known[field] ??= key;
      }
      const shown = Object.keys(known).length > 0;
      setFormError(!shown || unknown ? errorTextOf(error, t) : undefined);
      if (shown) show(known);
      else setErrors({});
      return shown;
    },
    formError,
    setFormError,
    dirty,
    reset: (next) => {
      const v = next ?? start;
      setValues(v);
      setBaseline(v);
      setErrors({});
      setFormError(undefined);
      setLeaving(null);
    },
    leave: (then) => {
      setBaseline(values);
      setLeaving({ then });
    },
    submit,
    formProps: {
      ref,
      onSubmit: (e) => {
        e.preventDefault();
        void submit();
      },
      noValidate: true,
    },
    guard: (options.guard ?? true) ? { dirty: dirty && !options.pending } : null,
  };
}

/** A form driven by `useContractForm`: its submit, no browser validation, and the unsaved-changes guard. */
export function ContractForm<V>({
  form,
  children,
  ...rest
}: { form: ContractFormState<V>; children: ReactNode } & Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'noValidate' | 'children'
>) {
  return (
    <form {...rest} {...form.formProps}>
      {form.guard && <UnsavedChangesGuard dirty={form.guard.dirty} />}
      {children}
    </form>
  );
}
