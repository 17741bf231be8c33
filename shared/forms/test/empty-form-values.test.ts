import { array, boolean, number, object, string } from 'yup';
import { emptyFormValues, phoneNumber, requiredChoice, requiredText, withFormRules } from '../src/index';

describe('emptyFormValues', () => {
  it('starts every field of the schema empty, in the schema’s order: text and choices blank, checkboxes unticked, groups unchosen', () => {
    const schema = object({
      fullName: requiredText('Enter your full name'),
      phone: phoneNumber(),
      topic: requiredChoice(['claims', 'billing'], 'Choose a topic'),
      agree: boolean().defined(),
      memberIds: array(string().defined()).defined(),
    });
    const values = emptyFormValues(schema);
    expect(values).toEqual({ fullName: '', phone: '', topic: '', agree: false, memberIds: [] });
    expect(Object.keys(values)).toEqual(['fullName', 'phone', 'topic', 'agree', 'memberIds']);
  });

  it('takes the fields that start otherwise as given, also on a schema with rules across fields', () => {
    const schema = withFormRules(object({ channel: requiredChoice(['email', 'text'], 'Choose one'), code: string().defined() }), () => []);
    expect(emptyFormValues(schema, { channel: 'email' })).toEqual({ channel: 'email', code: '' });
  });

  it('gives each checkbox group a list of its own', () => {
    const schema = object({ memberIds: array(string().defined()).defined() });
    expect(emptyFormValues(schema).memberIds).not.toBe(emptyFormValues(schema).memberIds);
  });

  it('refuses a field it cannot start empty unless its starting value is given', () => {
    const schema = object({ count: number().defined() });
    expect(() => emptyFormValues(schema)).toThrow('A number field has no empty value: give the starting value of "count"');
    expect(emptyFormValues(schema, { count: 1 })).toEqual({ count: 1 });
  });
});
