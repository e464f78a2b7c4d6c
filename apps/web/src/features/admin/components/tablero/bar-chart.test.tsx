import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HorizontalBars, VerticalBars } from "./bar-chart";

const rows = [
  { nombre: "Vehículos", a: 12, b: 3 },
  { nombre: "Licencias de transporte", a: 0, b: 7 },
];
const series = [
  { name: "Aprobadas", color: "#15803d", value: (r: (typeof rows)[number]) => r.a },
  { name: "Rechazadas", color: "#c2410c", value: (r: (typeof rows)[number]) => r.b },
];

describe("the dashboard's bar charts", () => {
  it("draws one bar per category and series, each naming its value on hover", () => {
    const svg = renderToStaticMarkup(<VerticalBars rows={rows} label={(r) => r.nombre} series={series} width={400} height={200} ticks={[0, 5, 10, 15]} top={15} stacked={false} />);
    expect(svg.match(/class="tablero-bar"/g)).toHaveLength(4);
    expect(svg).toContain("<title>Vehículos, Aprobadas: 12</title>");
    expect(svg).toContain("<title>Licencias de transporte, Rechazadas: 7</title>");
    expect(svg).toContain(">Licencias de</tspan>");
    expect(svg).not.toMatch(/NaN|Infinity/);
  });

  it("draws a horizontal chart with its names on the left and no negative sizes", () => {
    const svg = renderToStaticMarkup(<HorizontalBars rows={rows} label={(r) => r.nombre} series={series.slice(0, 1)} width={300} height={120} ticks={[0, 5, 10, 15]} top={15} labelWidth={110} />);
    expect(svg.match(/class="tablero-bar"/g)).toHaveLength(2);
    expect(svg).toContain(">Vehículos</text>");
    expect(svg).not.toMatch(/(width|height)="-|NaN/);
  });
});
