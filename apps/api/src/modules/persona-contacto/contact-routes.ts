import { MSG } from "@portal/domain/messages";
import { notificarUpdateSchema } from "@portal/domain/persona-contacto";
import { idParam, rowIdParams } from "@portal/domain/fields";
import { nextCursorSchema } from "@portal/domain/pagination";
import { and, eq, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { errorSchema, messageSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { requireOwnPersona } from "../../lib/ownership";
import { afterCursor, PAGED_LIST_DESCRIPTION, pageOf, pageQuerySchema } from "../../lib/pagination";
import { deleteContacto } from "./delete-contacto";
import { type ContactTable, setNotificar } from "./set-notificar";

/** What differs between addresses, e-mails and phones; the routes are the same for the three. */
export interface ContactKind<Body extends z.ZodType, Row extends z.ZodType> {
  /** Path segment of the contract: persona_direccion, persona_email, persona_telefono. */
  resource: string;
  /** List and row key of the contract: direccion, email, telefono. */
  key: string;
  /** Spanish noun for the OpenAPI summaries. */
  noun: string;
  table: ContactTable;
  body: Body;
  row: Row;
  /** At most `limit` rows matching `where`, in `id` order (the list's keyset). */
  select(db: Db, where: SQL, limit?: number): Promise<z.infer<Row>[]>;
  create(db: Db, personaId: number, body: z.output<Body>): Promise<number>;
}

const personaParams = rowIdParams("personaId");
const security = [{ bearerAuth: [] }];

type ModuleApp = Parameters<PortalModule>[0];
/** Rows are typed by each kind; the answers' key is the kind's, so the route sees a record. */
type Answer = z.ZodType<Record<string, unknown>>;

/** GET/POST /{resource}/{personaId}/persona and PUT/DELETE /{resource}/{id} for one kind of contact. */
export function registerContactRoutes<Body extends z.ZodType, Row extends z.ZodType>(app: ModuleApp, kind: ContactKind<Body, Row>) {
  const list = z.object({ [kind.key]: z.array(kind.row), next_cursor: nextCursorSchema }) as Answer;
  const one = z.object({ [kind.key]: kind.row }) as Answer;
  const tags = ["persona"];
  const readOne = async (id: number) => (await kind.select(app.db, eq(kind.table.id, id)))[0];

  app.get(
    `/${kind.resource}/:personaId/persona`,
    {
      schema: {
        tags,
        summary: `Listar ${kind.noun} de una persona`,
        description: `En orden de \`id\`. ${PAGED_LIST_DESCRIPTION}`,
        security,
        params: personaParams,
        querystring: pageQuerySchema(),
        response: { 200: list, 401: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      const persona = await requireOwnPersona(app.db, request.params.personaId, request.userId, "leer");
      const rows = await kind.select(app.db, and(eq(kind.table.persona_id, persona.id), afterCursor(kind.table.id, cursor))!, limit + 1);
      const { page, next_cursor } = pageOf(request, reply, rows as Array<{ id: number }>, limit, (row) => [row.id]);
      return { [kind.key]: page, next_cursor };
    },
  );

  app.post(
    `/${kind.resource}/:personaId/persona`,
    {
      schema: {
        tags,
        summary: `Agregar ${kind.noun} a una persona`,
        security,
        params: personaParams,
        body: kind.body,
        response: { 201: one, 401: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const persona = await requireOwnPersona(app.db, request.params.personaId, request.userId, "escribir");
      const id = await kind.create(app.db, persona.id, request.body as z.output<Body>);
      return reply.status(201).send({ [kind.key]: await readOne(id) });
    },
  );

  app.put(
    `/${kind.resource}/:id`,
    {
      schema: {
        tags,
        summary: `Cambiar si se notifica a ${kind.noun}`,
        description: "Solo cambia `notificar`; el cuerpo `{ notificar: boolean }` es obligatorio.",
        security,
        params: idParam,
        body: notificarUpdateSchema,
        response: { 200: one, 401: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      await setNotificar(app.db, kind.table, request.params.id, request.userId, request.body.notificar);
      return { [kind.key]: await readOne(request.params.id) };
    },
  );

  app.delete(
    `/${kind.resource}/:id`,
    {
      schema: {
        tags,
        summary: `Eliminar ${kind.noun}`,
        security,
        params: idParam,
        response: { 200: messageSchema, 401: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      await deleteContacto(app.db, kind.table, request.params.id, request.userId);
      return { message: MSG.deleted };
    },
  );
}
