import type { Request } from 'express';
import {
  Kind,
  parse,
  print,
  visit,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Role } from '../domain/role';
import { declaredVariables } from '../graphql/declared-variables';
import { operationShape, restReader, SchemaComponents, shapeSchema, type Shape } from './answer-shape';
import { compileOperation, type RestOperation } from './execute-operation';
import { restFragments } from './fragments';
import { isJsonObject, type Json } from './json';
import { requestBodySchema } from './request-body';
import type { BodyReader } from './route-builders';
import { RestError } from './rest-error';
import {
  bindingsOf,
  isNativeRoute,
  pathParams,
  type OperationBinding,
  type OperationRoute,
  type Reply,
  type RouteSpec,
} from './route';
import { envelope, type JsonSchema } from './schema-builders';

export interface CompiledBinding {
  role?: Role;
  binding: OperationBinding;
  operation: RestOperation;
  reply(result: Record<string, unknown>, req: Request): Reply;
  responseSchema?: JsonSchema;
  requestBody?: JsonSchema;
}

/** A route as the router mounts it and openapi.json documents it, checked against the schema at start-up. */
export interface CompiledRoute {
  route: RouteSpec;
  bindings: CompiledBinding[];
  responseSchema: JsonSchema;
  requestBody?: JsonSchema;
}

export interface Compiler {
  compile(route: RouteSpec): CompiledRoute;
  /** The components the compiled answers refer to, with `fixed` ones first. */
  components(): Record<string, JsonSchema>;
}

const METHODS_WITH_BODY = new Set(['post', 'put', 'patch', 'delete']);

export function routeCompiler(
  schema: GraphQLSchema,
  fixedComponents: Record<string, JsonSchema>,
  fragmentSource: string = restFragments,
): Compiler {
  const library = fragmentsOf(parse(fragmentSource));
  const components = new SchemaComponents(fixedComponents);

  function compileBinding(route: OperationRoute, binding: OperationBinding, role?: Role): CompiledBinding {
    const body = { ...binding.body, keys: (binding.variables as BodyReader<unknown> | undefined)?.bodyKeys };
    const compiled = restNamedErrors(
      compileOperation(schema, print(withFragments(parse(binding.document), library))),
      body.keys,
    );
    const { document } = compiled;
    const definition = document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    if (!definition) throw new Error(`REST: no operation in ${binding.document}`);
    const requestBody = METHODS_WITH_BODY.has(route.method)
      ? requestBodySchema(declaredVariables(schema, definition), pathParams(route.path), body)
      : undefined;
    if (binding.wrap) return { role, binding, operation: compiled, reply: binding.wrap, requestBody };
    const shape = operationShape(schema, definition, fragmentsOf(document));
    if (binding.download) {
      return { role, binding, operation: compiled, ...downloadAnswer(binding, shape, components), requestBody };
    }
    return {
      role,
      binding,
      operation: compiled,
      reply: derivedReply(binding, shape),
      responseSchema: derivedResponseSchema(binding, shape, components),
      requestBody,
    };
  }

  return {
    compile(route) {
      if (isNativeRoute(route)) return { route, bindings: [], responseSchema: route.response.schema };
      const bindings = bindingsOf(route).map(({ role, binding }) => compileBinding(route, binding, role));
      if (!route.response.schema && bindings.some((b) => !b.responseSchema)) {
        throw new Error(`REST: ${route.method} ${route.path} builds its reply by hand: document response.schema`);
      }
      const responseSchema = route.response.schema ?? oneOrAnyOf(bindings.map((b) => b.responseSchema))!;
      return { route, bindings, responseSchema, requestBody: oneOrAnyOf(bindings.map((b) => b.requestBody)) };
    },
    components: () => components.all(),
  };
}

/**
 * Errors name a body field as the caller sent it: `hours[0].open`, not the GraphQL input's
 * `openingHours[0].open`, which a third-party form has no field for.
 */
function restNamedErrors(operation: RestOperation, keys: Readonly<Record<string, string>> | undefined): RestOperation {
  if (!keys) return operation;
  const renamed = (field: string) => {
    const name = /^[^.[]+/.exec(field)?.[0] ?? field;
    return name in keys ? keys[name] + field.slice(name.length) : field;
  };
  return {
    document: operation.document,
    async run(variables, context) {
      try {
        return await operation.run(variables, context);
      } catch (error) {
        if (!(error instanceof RestError) || !error.errors) throw error;
        const errors = error.errors.map((e) => ({ ...e, field: renamed(e.field) }));
        throw new RestError(error.status, error.message, errors, error.headers);
      }
    },
  };
}

/** The document with the library's fragments it spreads (and those they spread) appended. */
function withFragments(document: DocumentNode, library: ReadonlyMap<string, FragmentDefinitionNode>): DocumentNode {
  const present = fragmentsOf(document);
  const added: FragmentDefinitionNode[] = [];
  const pending = spreadsIn(document);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const fragment = library.get(name);
    // An unknown name is left for validation to report.
    if (present.has(name) || !fragment) continue;
    present.set(name, fragment);
    added.push(fragment);
    pending.push(...spreadsIn(fragment));
  }
  return { ...document, definitions: [...document.definitions, ...added] };
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = document.definitions.filter(
    (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION,
  );
  return new Map(fragments.map((fragment) => [fragment.name.value, fragment]));
}

function spreadsIn(node: ASTNode): string[] {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
  return names;
}

/** The shape of what lands in `data`, without the field that travels as the token. */
function dataShape(binding: OperationBinding, shape: Shape): Shape | undefined {
  if (!binding.data || shape.kind !== 'record') return undefined;
  let data: Shape | undefined = shape;
  if (binding.data !== 'result') {
    const { field } = binding.data;
    data = shape.fields.find((f) => f.key === field)?.shape;
    if (!data) throw new Error(`REST: the operation has no root field ${field} to answer with`);
  }
  if (!binding.token) return data;
  if (data.kind !== 'record') throw new Error(`REST: the token ${binding.token} must be a field of an object`);
  return { kind: 'record', fields: data.fields.filter((f) => f.key !== binding.token) };
}

function derivedResponseSchema(binding: OperationBinding, shape: Shape, components: SchemaComponents): JsonSchema {
  const data = dataShape(binding, shape);
  return envelope({
    message: binding.message !== undefined,
    token: binding.token !== undefined,
    data: data && shapeSchema(data, components),
  });
}

function derivedReply(binding: OperationBinding, shape: Shape): CompiledBinding['reply'] {
  const read = restReader(shape);
  return (result) => {
    const value = read(result);
    if (!isJsonObject(value)) throw new Error('REST: the GraphQL result is not an object');
    let data: Json | undefined = binding.data === 'result' ? value : binding.data && value[binding.data.field];
    let token: string | undefined;
    if (binding.token && isJsonObject(data)) {
      const { [binding.token]: lifted, ...rest } = data;
      if (typeof lifted !== 'string') throw new Error(`REST: ${binding.token} is not a string`);
      token = lifted;
      data = rest;
    }
    const message = typeof binding.message === 'function' ? binding.message(data ?? null) : binding.message;
    return { message, token, data };
  };
}

/** A download: the body is `data`'s field as it is, documented by that field's own type. */
function downloadAnswer(
  binding: OperationBinding,
  shape: Shape,
  components: SchemaComponents,
): Pick<CompiledBinding, 'reply' | 'responseSchema'> {
  const { contentType, filename } = binding.download!;
  const data = dataShape(binding, shape);
  if (!data || binding.data === 'result' || !binding.data) throw new Error('REST: a download answers one field');
  const { field } = binding.data;
  return {
    responseSchema: shapeSchema(data, components),
    reply: (result, req) => ({ file: { body: String(result[field]), contentType, filename: filename(req) } }),
  };
}

/** One schema, or `anyOf` the different ones (a route whose roles answer differently); undefined when none. */
function oneOrAnyOf(schemas: (JsonSchema | undefined)[]): JsonSchema | undefined {
  const distinct = [...new Map(schemas.filter((s) => s !== undefined).map((s) => [JSON.stringify(s), s])).values()];
  if (distinct.length <= 1) return distinct[0];
  return { anyOf: distinct };
}
