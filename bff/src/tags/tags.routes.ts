import { createRoute, z } from '@hono/zod-openapi';
import type { Database } from '@viral/db';
import {
  RELATED_TAGS_COUNT,
  relatedTagSchema,
  slugSchema,
  tagRecipePageSchema,
  tagRecipesQuerySchema,
  tagSchema,
  tagWithUsageSchema,
} from '@viral/domain';
import { notFound } from '../http/api-error.ts';
import { errorResponses, json } from '../http/openapi.ts';
import { createRouter } from '../http/router.ts';
import { searchRecipes } from '../recipes/recipe-search.ts';
import { tagPictures } from './tag-pictures.ts';
import { countTaggedAmong, findRelatedTags, findTagBySlug, listTagsWithPictures } from './tag-reads.ts';

const slugParam = z.object({ slug: slugSchema });

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'All tags with their usage count, most used first',
  request: { query: z.object({ used: z.enum(['true', 'false']).optional() }) },
  responses: {
    200: json(z.object({ items: z.array(tagWithUsageSchema) }), 'Tags'),
    400: errorResponses[400],
  },
});
const bySlugRoute = createRoute({
  method: 'get',
  path: '/{slug}',
  summary: 'One tag with its usage count',
  request: { params: slugParam },
  responses: {
    200: json(
      tagSchema.extend({ usage_count: z.number().int(), image_url: z.string().nullable() }),
      'The tag, with a photo from its own recipes (null for none)',
    ),
    ...errorResponses,
  },
});
const relatedRoute = createRoute({
  method: 'get',
  path: '/{slug}/related',
  summary: "Tags that co-occur on this tag's recipes, most shared first",
  request: {
    params: slugParam,
    query: z.object({ limit: z.coerce.number().int().min(1).max(50).optional() }),
  },
  responses: { 200: json(z.object({ items: z.array(relatedTagSchema) }), 'Related tags'), ...errorResponses },
});
const recipesRoute = createRoute({
  method: 'get',
  path: '/{slug}/recipes',
  summary:
    "A tag's recipes, trending first, without the excluded ids (the visitor's last viewed); hidden counts the excluded ones the tag has",
  request: { params: slugParam, query: tagRecipesQuerySchema },
  responses: { 200: json(tagRecipePageSchema, 'A page of recipes'), ...errorResponses },
});

export function tagRoutes(db: Database) {
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json({ items: await listTagsWithPictures(db, c.req.valid('query').used === 'true') }, 200),
    )
    .openapi(bySlugRoute, async (c) => {
      const tag = await findTagBySlug(db, c.req.valid('param').slug);
      if (!tag) throw notFound('Tag');
      const pictures = await tagPictures(db, [tag.id]);
      return c.json({ ...tag, image_url: pictures.get(tag.id) ?? null }, 200);
    })
    .openapi(relatedRoute, async (c) => {
      const tag = await findTagBySlug(db, c.req.valid('param').slug);
      if (!tag) throw notFound('Tag');
      return c.json(
        { items: await findRelatedTags(db, tag.id, c.req.valid('query').limit ?? RELATED_TAGS_COUNT) },
        200,
      );
    })
    .openapi(recipesRoute, async (c) => {
      const { slug } = c.req.valid('param');
      const tag = await findTagBySlug(db, slug);
      if (!tag) throw notFound('Tag');
      const { exclude, limit, cursor } = c.req.valid('query');
      const [page, hidden] = await Promise.all([
        searchRecipes(db, { tags: [slug], excludeIds: exclude, limit, cursor }),
        countTaggedAmong(db, tag.id, exclude ?? []),
      ]);
      return c.json({ ...page, hidden }, 200);
    });
}
