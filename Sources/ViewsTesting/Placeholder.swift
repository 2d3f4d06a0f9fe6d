import Views
