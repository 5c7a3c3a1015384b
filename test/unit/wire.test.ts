import { type GraphQLInputType, type GraphQLObjectType, buildASTSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { EnumSpellings, WireError, inputFromWire, outputToWire, toCamel, toSnake } from '../../gateway/rest/wire.ts';

const sdl = parse(`
  directive @wire(value: String!) on ENUM_VALUE
  scalar Decimal
  scalar LocalDate

  enum Gateway { PAYPAL AUTHORIZE_NET TWO_CHECKOUT @wire(value: "2checkout") }
  enum Month { JANUARY FEBRUARY }

  input AddressInput { streetAddress1: String city: String! }
  input LineItemInput { accountId: ID! rate: Decimal quantity: Int }
  input CreateThingInput {
    name: String!
    count: Int
    ratio: Float
    amount: Decimal
    isActive: Boolean
    customerId: ID
    date: LocalDate
    gateway: Gateway
    gateways: [Gateway!]
    month: Month! = JANUARY
    address: AddressInput
    lineItems: [LineItemInput!]
  }

  type Address { streetAddress1: String city: String }
  type LineItem { lineItemId: ID! rate: Decimal }
  type Thing { thingId: ID! name: String! gateway: Gateway gateways: [Gateway!]! address: Address lineItems: [LineItem!]! isActive: Boolean }
  type Query { thing(thingId: ID!, page: Int, ids: [ID!], flag: Boolean, gateway: Gateway): Thing }
  type Mutation { createThing(input: CreateThingInput!): Thing }
`);
const schema = buildASTSchema(sdl);
const enums = new EnumSpellings([sdl]);
const input = schema.getMutationType()!.getFields().createThing.args[0].type;
const args = Object.fromEntries(
  schema
    .getQueryType()!
    .getFields()
    .thing.args.map((a) => [a.name, a.type]),
);
const thing = schema.getType('Thing') as GraphQLObjectType;

/** A body as the REST engine maps it: the JSON object to the `input` argument. */
const body = (value: unknown) => inputFromWire(value, input, '', enums);
/** One query-string parameter mapped to its argument. */
const query = (arg: string, value: unknown) => inputFromWire(value, args[arg] as GraphQLInputType, toSnake(arg), enums, true);

function rejection(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof WireError) return error.message;
    throw error;
  }
  throw new Error('expected a WireError');
}

describe('field names', () => {
  it('maps snake_case and camelCase both ways, digits included', () => {
    const pairs = [
      ['street_address1', 'streetAddress1'],
      ['organization_id', 'organizationId'],
      ['is_inclusive_tax', 'isInclusiveTax'],
      ['additional_field1', 'additionalField1'],
      ['name', 'name'],
    ];
    for (const [snake, camel] of pairs) {
      expect(toCamel(snake)).toBe(camel);
      expect(toSnake(camel)).toBe(snake);
    }
  });
});

describe('inputFromWire', () => {
  it('maps a body to the input, ignoring fields the input does not take', () => {
    expect(
      body({
        name: 'Acme',
        count: 3,
        ratio: 0.5,
        amount: '12.50',
        is_active: true,
        customer_id: '460000000000000001',
        date: '2024-02-29',
        gateway: 'authorize_net',
        gateways: ['paypal', '2checkout'],
        address: { street_address1: '1 Main St', city: 'Berlin' },
        line_items: [{ account_id: 7, rate: 10.25, quantity: '2' }],
        created_time: '2024-01-01T00:00:00+0000',
      }),
    ).toEqual({
      name: 'Acme',
      count: 3,
      ratio: 0.5,
      amount: '12.50',
      isActive: true,
      customerId: '460000000000000001',
      date: '2024-02-29',
      gateway: 'AUTHORIZE_NET',
      gateways: ['PAYPAL', 'TWO_CHECKOUT'],
      address: { streetAddress1: '1 Main St', city: 'Berlin' },
      lineItems: [{ accountId: '7', rate: 10.25, quantity: 2 }],
    });
  });

  it('accepts each scalar in its wire forms', () => {
    const field = (value: Record<string, unknown>) => body({ name: 'x', ...value });
    expect(field({ count: '-42' })).toMatchObject({ count: -42 });
    expect(field({ ratio: '1.5' })).toMatchObject({ ratio: 1.5 });
    expect(field({ amount: ' 3.25 ' })).toMatchObject({ amount: '3.25' });
    expect(field({ amount: 3.25 })).toMatchObject({ amount: 3.25 });
    expect(field({ is_active: 'false' })).toMatchObject({ isActive: false });
    expect(field({ customer_id: 123 })).toMatchObject({ customerId: '123' });
    expect(body({ name: 42 })).toMatchObject({ name: '42' });
    expect(body({ name: true })).toMatchObject({ name: 'true' });
    expect(field({ count: null, address: null })).toMatchObject({ count: null, address: null });
  });

  it('names the field and the rule of a value of the wrong type', () => {
    const field = (value: Record<string, unknown>) => rejection(() => body({ name: 'x', ...value }));
    expect(field({ count: 4.5 })).toBe('Invalid value passed for count: must be a whole number.');
    expect(field({ count: 2 ** 31 })).toBe('Invalid value passed for count: must be a whole number.');
    expect(field({ count: true })).toBe('Invalid value passed for count: must be a whole number.');
    expect(field({ count: '1e3' })).toBe('Invalid value passed for count: must be a whole number.');
    expect(field({ ratio: 'abc' })).toBe('Invalid value passed for ratio: must be a number.');
    expect(field({ amount: '1e3' })).toBe('Invalid value passed for amount: must be a number.');
    expect(field({ amount: '12,50' })).toBe('Invalid value passed for amount: must be a number.');
    expect(field({ amount: Number.POSITIVE_INFINITY })).toBe('Invalid value passed for amount: must be a number.');
    expect(field({ is_active: 'yes' })).toBe('Invalid value passed for is_active: must be true or false.');
    expect(field({ is_active: 1 })).toBe('Invalid value passed for is_active: must be true or false.');
    expect(field({ customer_id: '' })).toBe('Invalid value passed for customer_id: must be an id.');
    expect(field({ customer_id: 2 ** 53 + 2 })).toBe('Invalid value passed for customer_id: must be an id.');
    expect(field({ customer_id: { id: 1 } })).toBe('Invalid value passed for customer_id: must be an id.');
    expect(field({ date: '2023-02-29' })).toBe('Invalid value passed for date: must be a date written yyyy-mm-dd.');
    expect(field({ date: 20240101 })).toBe('Invalid value passed for date: must be a date written yyyy-mm-dd.');
    expect(rejection(() => body({ name: { first: 'x' } }))).toBe('Invalid value passed for name: must be a string.');
    expect(rejection(() => body({ name: ['x'] }))).toBe('Invalid value passed for name: must be a string.');
  });

  it('maps enum values from their lower-case or @wire spelling, in any case', () => {
    const gateway = (value: unknown) => body({ name: 'x', gateway: value });
    expect(gateway('paypal')).toMatchObject({ gateway: 'PAYPAL' });
    expect(gateway('PayPal')).toMatchObject({ gateway: 'PAYPAL' });
    expect(gateway('2checkout')).toMatchObject({ gateway: 'TWO_CHECKOUT' });
    expect(gateway('2CheckOut')).toMatchObject({ gateway: 'TWO_CHECKOUT' });
    const allowed = 'Invalid value passed for gateway: must be one of paypal, authorize_net, 2checkout.';
    expect(rejection(() => gateway('two_checkout'))).toBe(allowed);
    expect(rejection(() => gateway('stripe'))).toBe(allowed);
    expect(rejection(() => gateway(1))).toBe(allowed);
    expect(rejection(() => body({ name: 'x', gateways: ['paypal', 'bitcoin'] }))).toBe(
      'Invalid value passed for gateways[1]: must be one of paypal, authorize_net, 2checkout.',
    );
  });

  it('requires non-null fields without a default, null included', () => {
    expect(rejection(() => body({}))).toBe('Invalid value passed for name: is required.');
    expect(rejection(() => body({ name: null }))).toBe('Invalid value passed for name: is required.');
    expect(body({ name: 'x' })).toEqual({ name: 'x' });
    expect(rejection(() => body({ name: 'x', month: null }))).toBe('Invalid value passed for month: is required.');
  });

  it('names nested fields by their wire path', () => {
    expect(rejection(() => body({ name: 'x', address: { street_address1: 'Main St' } }))).toBe('Invalid value passed for address.city: is required.');
    expect(rejection(() => body({ name: 'x', line_items: [{ account_id: '1' }, { rate: 5 }] }))).toBe(
      'Invalid value passed for line_items[1].account_id: is required.',
    );
    expect(rejection(() => body({ name: 'x', line_items: [{ account_id: '1', quantity: 1.5 }] }))).toBe(
      'Invalid value passed for line_items[0].quantity: must be a whole number.',
    );
    expect(rejection(() => body({ name: 'x', line_items: [null] }))).toBe('Invalid value passed for line_items[0]: is required.');
    expect(rejection(() => body({ name: 'x', address: 'Berlin' }))).toBe('Invalid value passed for address: must be a JSON object.');
    expect(rejection(() => body({ name: 'x', address: ['Berlin'] }))).toBe('Invalid value passed for address: must be a JSON object.');
    expect(rejection(() => body({ name: 'x', line_items: { account_id: '1' } }))).toBe('Invalid value passed for line_items: must be an array.');
    expect(rejection(() => body([1, 2]))).toBe('Invalid value passed for the request body: must be a JSON object.');
  });

  it('coerces query-string values to the argument types', () => {
    expect(query('thingId', '460000000000000001')).toBe('460000000000000001');
    expect(query('page', '2')).toBe(2);
    expect(query('flag', 'true')).toBe(true);
    expect(query('ids', '1, 2,,3')).toEqual(['1', '2', '3']);
    expect(query('ids', ['4', '5'])).toEqual(['4', '5']);
    expect(query('gateway', '2checkout')).toBe('TWO_CHECKOUT');
    expect(query('page', undefined)).toBeUndefined();
    expect(rejection(() => query('thingId', ''))).toBe('Invalid value passed for thing_id: is required.');
    expect(rejection(() => query('page', 'two'))).toBe('Invalid value passed for page: must be a whole number.');
    expect(rejection(() => query('flag', '1'))).toBe('Invalid value passed for flag: must be true or false.');
  });
});

describe('outputToWire', () => {
  it('writes snake_case keys and wire enum spellings, drops what the type does not have', () => {
    expect(
      outputToWire(
        {
          thingId: '1',
          name: 'Acme',
          gateway: 'TWO_CHECKOUT',
          gateways: ['PAYPAL', 'AUTHORIZE_NET'],
          address: { streetAddress1: '1 Main St', city: null },
          lineItems: [{ lineItemId: '2', rate: 10.5 }],
          isActive: false,
          __typename: 'Thing',
        },
        thing,
        enums,
      ),
    ).toEqual({
      thing_id: '1',
      name: 'Acme',
      gateway: '2checkout',
      gateways: ['paypal', 'authorize_net'],
      address: { street_address1: '1 Main St', city: null },
      line_items: [{ line_item_id: '2', rate: 10.5 }],
      is_active: false,
    });
    expect(outputToWire(null, thing, enums)).toBeNull();
    expect(outputToWire({ thingId: '1', gateway: null, address: undefined }, thing, enums)).toEqual({ thing_id: '1', gateway: null, address: null });
  });

  it("writes the family's empty values for null scalars, enums and lists on the family wire, keeping null objects", () => {
    expect(
      outputToWire(
        {
          thingId: '1',
          name: null,
          gateway: null,
          gateways: null,
          address: { streetAddress1: null, city: 'Springfield' },
          lineItems: [{ lineItemId: '2', rate: null }],
          isActive: null,
        },
        thing,
        enums,
        true,
      ),
    ).toEqual({
      thing_id: '1',
      name: '',
      gateway: '',
      gateways: [],
      address: { street_address1: '', city: 'Springfield' },
      line_items: [{ line_item_id: '2', rate: 0 }],
      is_active: false,
    });
    expect(outputToWire({ thingId: '1', address: null, lineItems: [{ lineItemId: '2', rate: '12.50' }] }, thing, enums, true)).toEqual({
      thing_id: '1',
      address: null,
      line_items: [{ line_item_id: '2', rate: '12.50' }],
    });
    expect(outputToWire(null, thing, enums, true)).toBeNull();
  });
});
