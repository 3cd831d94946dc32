import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { EndpointBody, EndpointShape } from '../../shared/api-contract';
import { describeError } from './api';

/**
 * The one way to write a form (decision 073): react-hook-form over the body schema of the endpoint
 * the form sends to, so the screen checks with the server's own rules and words, and limits come
 * from the schema. `submit(send)` hands `send` the checked values; whatever the server refuses
 * (or a lost connection) shows as the form's alert (`errors.root`, drawn by `FormAlert`), and the
 * fields keep what was typed.
 */
export function useContractForm<
  const E extends EndpointShape & { body: z.ZodType<FieldValues, FieldValues> },
>(declared: E, options: { defaultValues: DefaultValues<z.input<EndpointBody<E>>> }) {
  type Input = z.input<EndpointBody<E>>;
  type Output = z.output<EndpointBody<E>>;
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(declared.body as EndpointBody<E>),
    defaultValues: options.defaultValues,
  });
  const submit = (send: (values: Output) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      try {
        await send(values);
      } catch (error) {
        form.setError('root', { message: describeError(error) ?? 'Please try again.' });
      }
    });
  return { ...form, submit };
}
