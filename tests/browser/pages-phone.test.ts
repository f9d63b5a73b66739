import { VIEWPORTS } from "../support/browser-world.ts";
import { describeContentPagesAt } from "./content-pages.ts";

describeContentPagesAt(VIEWPORTS[0]);
