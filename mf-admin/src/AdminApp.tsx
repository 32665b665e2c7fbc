import './zod-without-eval.ts';
import './styles.css';
import { usePageTitle } from '@viral/ui';
import { Route, Switch } from 'wouter';
import { AdminGuard } from './components/AdminGuard.tsx';
import { AdminLayout } from './components/AdminLayout.tsx';
import { AddRecipePage } from './pages/AddRecipePage.tsx';
import { BulkImportPage } from './pages/BulkImportPage.tsx';
import { ComingSoonPage } from './pages/ComingSoonPage.tsx';
import { DashboardPage } from './pages/DashboardPage.tsx';
import { LoginPage } from './pages/LoginPage.tsx';
import { RecipeIndexPage } from './pages/RecipeIndexPage.tsx';
import { SystemUtilitiesPage } from './pages/SystemUtilitiesPage.tsx';
import { TagManagementPage } from './pages/TagManagementPage.tsx';

/** Everything under /admin, rendered by the shell without the public header and footer. */
export default function AdminApp() {
  usePageTitle('Admin');
  return (
    <div data-mf="mf_admin" className="min-h-svh">
      <Switch>
        <Route path="/admin/login" component={LoginPage} />
        <Route>
          <AdminGuard>
            <AdminLayout>
              <Switch>
                <Route path="/admin" component={DashboardPage} />
                <Route path="/admin/recipes" component={RecipeIndexPage} />
                <Route path="/admin/tags" component={TagManagementPage} />
                <Route path="/admin/utilities" component={SystemUtilitiesPage} />
                <Route path="/admin/add-recipe" component={AddRecipePage} />
                <Route path="/admin/bulk-import" component={BulkImportPage} />
                <Route>
                  <ComingSoonPage title="Page Not Found" />
                </Route>
              </Switch>
            </AdminLayout>
          </AdminGuard>
        </Route>
      </Switch>
    </div>
  );
}
