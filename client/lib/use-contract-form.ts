import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormProps,
  type UseFormReturn,
  get,
  // eslint-disable-next-line no-restricted-syntax -- the one place a form is made
  useForm,
} from 'react-hook-form';
import { z } from 'zod';
import type { EndpointBody, EndpointShape } from '../../shared/api-contract';
import { describeError } from './api';

type BodyEndpoint = EndpointShape & { body: z.ZodType<FieldValues, FieldValues> };

/** What a draft's own check finds wrong beyond the body's schema, at one of the draft's fields. */
export interface DraftIssue {
  path: string;
  message: string;
}

/** How a form's fields behave beyond the schema: when messages change and where focus goes. */
type Behaviour = Pick<UseFormProps, 'reValidateMode' | 'shouldFocusError'>;

/**
 * `submit(send)` hands `send` the checked values; whatever the server refuses (or a lost
 * connection) shows as the form's alert (`errors.root`, drawn by `FormAlert`), and the fields keep
 * what was typed. `field(name)` is what a `TextField`, `SelectField` or `TextAreaField` needs to
 * be that field: its registration and the message about it.
 */
function withSubmit<Fields extends FieldValues, Checked, Sent>(
  form: UseFormReturn<Fields, unknown, Checked>,
  toSent: (checked: Checked) => Sent,
) {
  const submit = (send: (values: Sent) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      try {
        await send(toSent(values));
      } catch (error) {
        form.setError('root', { message: describeError(error) ?? 'Please try again.' });
      }
    });
  const field = <Name extends FieldPath<Fields>>(
    name: Name,
    options?: RegisterOptions<Fields, Name>,
  ) => {
    const fieldError: FieldError | undefined = get(form.formState.errors, name);
    return { ...form.register(name, options), error: fieldError?.message };
  };
  return { ...form, submit, field };
}

/**
 * The one way to write a form (decision 073): react-hook-form over the body schema of the endpoint
 * the form sends to, so the screen checks with the server's own rules and words, and limits come
 * from the schema.
 */
export function useContractForm<const E extends BodyEndpoint>(
  declared: E,
  options: { defaultValues: DefaultValues<z.input<EndpointBody<E>>> } & Behaviour,
) {
  type Input = z.input<EndpointBody<E>>;
  type Output = z.output<EndpointBody<E>>;
  const { defaultValues, ...behaviour } = options;
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(declared.body as EndpointBody<E>),
    defaultValues,
    ...behaviour,
  });
  return withSubmit(form, (values) => values);
}

/**
 * The same for a form whose fields are not the body itself but a draft of it (text for numbers,
 * every kind of schedule side by side): `toBody` turns the draft into the body, which the
 * endpoint's schema checks; `send` gets that body, exactly as the server will read it.
 * `checkDraft` checks what never leaves the browser (a password typed twice); its words show
 * beside the schema's, so every mistake is named at once.
 */
export function useContractDraftForm<const E extends BodyEndpoint, Draft extends FieldValues>(
  declared: E,
  options: {
    defaultValues: DefaultValues<Draft>;
    toBody: (draft: Draft) => z.input<EndpointBody<E>>;
    checkDraft?: (draft: Draft) => DraftIssue[];
    /**
     * Where a mistake in the body belongs in the draft, when the two are not laid out alike (the
     * body lists only the items kept, the draft every item): the body's path in, the field's out.
     */
    draftPathOf?: (bodyPath: PropertyKey[], draft: Draft) => PropertyKey[];
  } & Behaviour,
) {
  const { defaultValues, toBody, checkDraft, draftPathOf, ...behaviour } = options;
  const body = declared.body as z.ZodType;
  const schema = z.custom<Draft>().superRefine((draft, context) => {
    const bodyIssues = body.safeParse(toBody(draft)).error?.issues ?? [];
    const issues = [
      ...bodyIssues.map((issue) => ({
        path: draftPathOf ? draftPathOf(issue.path, draft) : issue.path,
        message: issue.message,
      })),
      ...(checkDraft?.(draft) ?? []).map(({ path, message }) => ({ path: [path], message })),
    ];
    // What is wrong with the body as a whole (two fields that disagree) is the form's alert.
    for (const { path, message } of issues)
      context.addIssue({ code: 'custom', path: path.length ? path : ['root'], message });
  });
  const form = useForm<Draft>({
    // `raw`: the fields stay the draft as typed; the body is made from it once more when sent.
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues,
    ...behaviour,
  });
  return withSubmit(form, toBody);
}
