import { render } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { createQueryClient } from "../api/query-client";
import { AppProviders, AppRoutes } from "../app";

/** Shows the router's current path so tests can assert where the app went. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-search={location.search} hidden>
      {location.pathname}
    </output>
  );
}

export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...utils, queryClient, currentPath: () => utils.getByTestId("location").textContent,
    currentSearch: () => new URLSearchParams(utils.getByTestId("location").dataset.search ?? ""),
  };
}
