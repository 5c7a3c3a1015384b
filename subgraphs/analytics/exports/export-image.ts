import { type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { View, parse } from 'vega';
import { compile } from 'vega-lite';
import type { Executor } from '../../../drizzle/client.ts';
import type { ChartRecord } from '../../../drizzle/tables/analytics/workspaces.ts';
import type { DatasetColumn } from '../../core/platform/datasets.ts';
import { columnRef } from '../workspaces/criteria.ts';
import type { ExportConfig } from './export-config.ts';

/** The most categories a chart draws; the rest would be unreadable anyway. */
export const MAX_CATEGORIES = 500;

/**
 * A chart's data: the value column summed per category, computed by the database (a GROUP BY
 * over the view's query and criteria), so memory holds categories, not rows.
 */
export async function chartData(
  db: Executor,
  query: SQL,
  columns: readonly DatasetColumn[],
  chart: ChartRecord,
  criteria: SQL | undefined,
): Promise<{ x: string; y: number }[]> {
  const x = columns.find((c) => c.name === chart.x)!;
  const result = await db.execute(
    sql`select cast(${columnRef(x.name)} as text) as "x", cast(sum(${columnRef(chart.y)}) as double precision) as "y" from (${query}) as ${sql.identifier('d')}${
      criteria ? sql` where ${criteria}` : sql``
    } group by 1 order by 1 limit ${MAX_CATEGORIES}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { x: string | null; y: number | string | null }[];
  return rows.map((row) => ({ x: row.x ?? '(empty)', y: Number(row.y ?? 0) }));
}

/**
 * Draws the chart on the server: a Vega-Lite spec compiled to Vega, rendered to SVG by Vega's
 * headless view (no canvas, no browser, data inline so nothing is fetched), then rasterised by
 * sharp to PNG or JPEG of exactly the configured size.
 */
export async function chartImage(
  chart: ChartRecord,
  data: { x: string; y: number }[],
  config: ExportConfig,
  title: string,
  description: string | null,
): Promise<{ bytes: Buffer; contentType: string; extension: string }> {
  const text = config.title ?? title;
  const subtitle = config.description ?? description ?? undefined;
  const legend = config.legend ? { title: chart.x } : null;
  const encoding =
    chart.type === 'pie'
      ? { theta: { field: 'y', type: 'quantitative', title: chart.y }, color: { field: 'x', type: 'nominal', legend } }
      : {
          x: { field: 'x', type: 'nominal', title: chart.x, sort: null },
          y: { field: 'y', type: 'quantitative', title: chart.y },
          ...(chart.type === 'bar' ? { color: { field: 'x', type: 'nominal', legend } } : {}),
        };
  const spec = {
    width: config.width,
    height: config.height,
    autosize: { type: 'fit', contains: 'padding' },
    background: 'white',
    title: subtitle ? { text, subtitle } : { text },
    data: { values: data },
    mark: chart.type === 'pie' ? { type: 'arc' } : chart.type === 'line' ? { type: 'line', point: true } : { type: 'bar' },
    encoding,
  };
  const view = new View(parse(compile(spec as never).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  const image = sharp(Buffer.from(svg)).resize(config.width, config.height, { fit: 'fill' }).flatten({ background: '#ffffff' });
  if (config.imageFormat === 'jpg') return { bytes: await image.jpeg({ quality: 90 }).toBuffer(), contentType: 'image/jpeg', extension: 'jpg' };
  return { bytes: await image.png().toBuffer(), contentType: 'image/png', extension: 'png' };
}
