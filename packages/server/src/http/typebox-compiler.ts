import { TypeBoxValidatorCompiler } from "@fastify/type-provider-typebox";
import type { FastifySchema, FastifySchemaCompiler } from "fastify";

/**
 * TypeBox's validator for one route (`validatorCompiler:`), typed for any route's schema parts:
 * each part is a TypeBox schema, checked without AJV's coercion, which would rewrite the values
 * whose refusal the user must read (issue 37).
 */
export const typeBoxCompiler = TypeBoxValidatorCompiler as FastifySchemaCompiler<FastifySchema>;

/** The body field a validation error names (`/rules/0/first` is `rules`); "" for the whole body. */
export function erroredField(error: { validation: ReadonlyArray<{ instancePath: string }> }) {
  return error.validation[0]?.instancePath.split("/")[1] ?? "";
}
