package app.inkling.notes;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
