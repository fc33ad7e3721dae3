// Async boundary: shared modules are negotiated before anything imports React.
import('./bootstrap');
